import { useTranslation } from 'react-i18next';
import { RootCategories } from '../../../features/catalog/components/root-categories';
import { useDialogsStore } from '../../../stores/dialogs-store';
import { useSuppliersStore } from '../../../stores/suppliers-store';

/** Catalogue home: the chosen supplier's root categories; without one, a way to choose it. */
export function HomeRoute() {
  const { t } = useTranslation();
  const selected = useSuppliersStore((state) => state.selected);
  const openSelector = useDialogsStore((state) => state.setSupplierSelector);

  if (!selected) {
    return (
      <section aria-labelledby="home-title">
        <h1 id="home-title">{t('home.choose_supplier')}</h1>
        <button type="button" className="button button--primary" onClick={() => openSelector(true)}>
          {t('supplier.select_title')}
        </button>
      </section>
    );
  }
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('titles.catalog_root')}</h1>
      <RootCategories supplierId={selected.id} />
    </section>
  );
}
