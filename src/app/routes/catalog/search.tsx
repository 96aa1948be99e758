import { useTranslation } from 'react-i18next';
import { ChooseShopPrompt } from '../../../features/catalog/components/choose-shop';
import { SearchView } from '../../../features/catalog/components/search-view';
import { useSuppliersStore } from '../../../stores/suppliers-store';

/** Offer search at the chosen supplier; the query lives in `?query=`. */
export function SearchRoute() {
  const { t } = useTranslation();
  const selected = useSuppliersStore((state) => state.selected);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.search')}</h1>
      {/* Keyed by supplier: another shop starts a fresh search state. */}
      {selected ? <SearchView key={selected.id} supplier={selected} /> : <ChooseShopPrompt titled={false} />}
    </section>
  );
}
