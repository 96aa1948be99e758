import { useTranslation } from 'react-i18next';
import { AgencyList } from '#features/catalog/components/agency-list.tsx';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { catalogStrings } from '#features/catalog/strings.ts';
import { supplierSelectorStrings } from '#features/suppliers/strings.ts';
import { useChooseSupplier } from '../../layout/use-choose-supplier';

export const strings = [catalogStrings, supplierSelectorStrings];

/** Agencies and their stores; choosing one is the shell's choice of shop, as in its selector. */
export function AgenciesRoute() {
  const { t } = useTranslation();
  const selected = useSuppliersStore((state) => state.selected);
  const choose = useChooseSupplier();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.agencies')}</h1>
      <AgencyList selectedId={selected?.id ?? null} onChoose={(supplier) => void choose(supplier)} />
    </section>
  );
}
