import { useTranslation } from 'react-i18next';
import { getDeploymentConfig } from '../../../config/deployment-config';
import { RootCategories } from '../../../features/catalog/components/root-categories';
import { SupplierList } from '../../../features/suppliers/components/supplier-list';
import { useSuppliersStore } from '../../../stores/suppliers-store';
import { usePageTitle } from '../../layout/use-page-title';

/** Catalogue home: choose a supplier first, then browse its root categories. */
export function HomeRoute() {
  const { t } = useTranslation();
  const selected = useSuppliersStore((state) => state.selected);
  const select = useSuppliersStore((state) => state.select);
  usePageTitle(selected ? t('home.title') : t('home.choose_supplier'));

  if (!selected) {
    return (
      <section aria-labelledby="choose-supplier">
        <h1 id="choose-supplier">{t('supplier.select_title')}</h1>
        <SupplierList
          position={getDeploymentConfig().map}
          selectedId={null}
          onChoose={(supplier) =>
            select({ id: supplier.id, name: supplier.name, api_endpoint: supplier.api_endpoint })
          }
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p className="supplier-name">{selected.name}</p>
      <RootCategories supplierId={selected.id} />
    </section>
  );
}
