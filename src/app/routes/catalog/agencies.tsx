import { useTranslation } from 'react-i18next';
import { AgencyList } from '#features/catalog/components/agency-list.tsx';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';

/**
 * Agencies and their stores. Choosing one goes through the shell's store selector: calling the
 * shell's choice from here made the bundler split the basket stores off the home page's entry,
 * which cost every first visit of home ~0.7 KB (docs/decisions/006-lists.md).
 */
export function AgenciesRoute() {
  const { t } = useTranslation();
  const selected = useSuppliersStore((state) => state.selected);
  const openSelector = useDialogsStore((state) => state.setSupplierSelector);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.agencies')}</h1>
      <AgencyList selectedId={selected?.id ?? null} />
      <p>
        <button type="button" className="button button--primary" onClick={() => openSelector(true)}>
          {t('supplier.select_title')}
        </button>
      </p>
    </section>
  );
}
