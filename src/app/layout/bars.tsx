import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BackIcon, HomeIcon } from '#components/ui/icons.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { useSessionStore } from '#stores/session-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { loadSupplierSelector } from './app-dialogs';
import { withStrings } from '#lib/i18n.ts';

// Loaded only while an order is being edited (its way out, and the watch that reads the order):
// most visits never edit one.
const EditingBannerBody = lazy(() =>
  import('./editing/editing-banner').then(withStrings).then((m) => ({ default: m.EditingBannerBody })),
);

/** 'Updating order: {reference}' with its way out, while an order is being edited. */
export function EditingBanner() {
  const editing = useOrdersStore((state) => state.editing);
  if (!editing) return null;
  return (
    <Suspense fallback={<div className="editing-banner" />}>
      <EditingBannerBody editing={editing} />
    </Suspense>
  );
}

/** Back to home (which resets the supplier) and the current supplier, opening the selector. */
export function SupplierBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const selected = useSuppliersStore((state) => state.selected);
  const editing = useOrdersStore((state) => state.editing);
  const openSelector = useDialogsStore((state) => state.setSupplierSelector);
  const market = !useDeploymentConfig().features.agency;

  const goHome = () => {
    // An order being edited is tied to its supplier; home must not drop it.
    if (!editing) useSuppliersStore.getState().clear();
    void navigate('/');
  };

  return (
    <nav className="supplier-bar" aria-label={t('supplier.bar')}>
      <button type="button" className="icon-button" aria-label={t('supplier.back_home')} onClick={goHome}>
        <HomeIcon />
      </button>
      <button
        type="button"
        className="supplier-bar__name"
        onPointerDown={() => void loadSupplierSelector()}
        onFocus={() => void loadSupplierSelector()}
        onClick={() => openSelector(true)}
      >
        <span className="visually-hidden">{t('supplier.change')}: </span>
        {selected?.name ?? (market ? t('supplier.price_comparison') : t('supplier.select_title'))}
      </button>
    </nav>
  );
}

/** A back button on every page but the root: a stored target first, else the previous page. */
export function PageBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === '/') return null;

  const back = () => {
    const session = useSessionStore.getState();
    if (session.backTarget) {
      const target = session.backTarget;
      session.setBackTarget(null);
      void navigate(target);
      return;
    }
    // React Router numbers its history entries; idx 0 means the shopper arrived here directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate('/'));
  };

  return (
    <div className="page-bar">
      <button type="button" className="page-bar__back" onClick={back}>
        <BackIcon />
        {t('layout.back')}
      </button>
    </div>
  );
}
