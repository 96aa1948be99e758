import { useTranslation } from 'react-i18next';
import { CatalogHome } from '#features/catalog/components/catalog-home.tsx';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { useCatalogueShop } from '../../navigation/catalogue-shop';

/** Catalogue home: the chosen supplier's entries, banners and root categories; without one, a way to choose it. */
export function HomeRoute() {
  const { t } = useTranslation();
  const shop = useCatalogueShop();
  if (!shop) return <ChooseShopPrompt />;
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('titles.catalog_root')}</h1>
      <CatalogHome supplier={shop} />
    </section>
  );
}
