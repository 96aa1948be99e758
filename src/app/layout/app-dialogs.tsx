import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { getDeploymentConfig } from '../../config/deployment-config';
import { SupplierSelector } from '../../features/suppliers/components/supplier-selector';
import { useDialogsStore } from '../../stores/dialogs-store';
import { useOrdersStore } from '../../stores/orders-store';
import { useSessionStore } from '../../stores/session-store';
import { useSuppliersStore } from '../../stores/suppliers-store';
import { currentHandle } from '../navigation/route-handle';
import { useChooseSupplier } from './use-choose-supplier';

// The add-to-basket panel (with the stepper and the date formatters) loads when first opened, not with home.
const AddToCartDialog = lazy(() =>
  import('../../features/catalog/components/add-to-cart-dialog').then((m) => ({
    default: m.AddToCartDialog,
  })),
);

/** Data-free (zero-rated) sessions only search shops this close, in km. */
export const DATA_FREE_RADIUS_KM = 15;

/** The shell's dialogs: supplier selector, account required, confirm and supplier closed. */
export function AppDialogs() {
  const { t } = useTranslation();
  const config = getDeploymentConfig();
  const agency = config.features.agency;
  const handle = currentHandle(useMatches());
  const dialogs = useDialogsStore();
  const selected = useSuppliersStore((state) => state.selected);
  const editing = useOrdersStore((state) => state.editing !== null);
  const dataFree = useSessionStore((state) => state.dataFree);
  const choose = useChooseSupplier();
  // Agency mode cannot show a catalogue without a supplier, so catalogue pages ask for one first.
  const mustChoose = agency && !selected && handle?.catalogue === true;
  const returnTo = encodeURIComponent(dialogs.accountRequired?.returnTo ?? '/');

  return (
    <>
      <SupplierSelector
        open={dialogs.supplierSelector || mustChoose}
        dismissible={!mustChoose && !dataFree && (selected !== null || !agency)}
        onClose={() => dialogs.setSupplierSelector(false)}
        onChoose={choose}
        selectedId={selected?.id ?? null}
        market={!agency}
        editing={editing}
        fallbackPosition={config.map}
        radius={dataFree ? DATA_FREE_RADIUS_KM : undefined}
        autoSelectSingle={agency && !selected}
      />
      <Dialog
        open={dialogs.accountRequired !== null}
        onClose={dialogs.closeAccountRequired}
        title={t('account.required_title')}
        closeLabel={t('common.close')}
      >
        <p>{t('account.required_body')}</p>
        <div className="button-row">
          <Link
            className="button button--primary"
            to={`/sign_in?return_to=${returnTo}`}
            onClick={dialogs.closeAccountRequired}
          >
            {t('drawer.sign_in')}
          </Link>
          <Link
            className="button"
            to={`/register?return_to=${returnTo}`}
            onClick={dialogs.closeAccountRequired}
          >
            {t('drawer.register')}
          </Link>
        </div>
      </Dialog>
      <ConfirmDialog
        open={dialogs.confirm !== null}
        title={t('confirm.title')}
        message={dialogs.confirm?.message ?? ''}
        okLabel={t('confirm.ok')}
        cancelLabel={t('confirm.cancel')}
        closeLabel={t('common.close')}
        onConfirm={() => dialogs.settleConfirm(true)}
        onCancel={() => dialogs.settleConfirm(false)}
      />
      <Dialog
        open={dialogs.supplierClosed !== null}
        onClose={dialogs.closeSupplierClosed}
        title={t('supplier.closed_title', { name: dialogs.supplierClosed?.name ?? '' })}
        closeLabel={t('common.close')}
      >
        {/* Supplier text is shown as text, never as HTML. */}
        <p className="pre-line">{dialogs.supplierClosed?.text}</p>
        <button type="button" className="button button--primary" onClick={dialogs.closeSupplierClosed}>
          {t('confirm.ok')}
        </button>
      </Dialog>
      {dialogs.addToCart && (
        <Suspense fallback={null}>
          <AddToCartDialog offer={dialogs.addToCart} onClose={dialogs.closeAddToCart} />
        </Suspense>
      )}
    </>
  );
}
