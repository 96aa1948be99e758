import { useTranslation } from 'react-i18next';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { SearchView } from '#features/catalog/components/search-view.tsx';
import { useCatalogueShop } from '../../navigation/catalogue-shop';
import { catalogStrings } from '#features/catalog/strings.ts';

export const strings = [catalogStrings];

/** Offer search at the chosen supplier; the query lives in `?query=`. */
export function SearchRoute() {
  const { t } = useTranslation();
  const shop = useCatalogueShop();
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.search')}</h1>
      {/* Keyed by supplier: another shop starts a fresh search state. */}
      {shop ? <SearchView key={shop.id} supplier={shop} /> : <ChooseShopPrompt titled={false} />}
    </section>
  );
}
