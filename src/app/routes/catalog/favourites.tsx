import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavourites } from '#domain/favourites/favourites-store.ts';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { ProductTile } from '#features/catalog/components/product-tile.tsx';
import { catalogStrings } from '#features/catalog/strings.ts';
import { useCatalogueShop } from '../../navigation/catalogue-shop';

export const strings = [catalogStrings];

/**
 * The signed-in shopper's favourite products (hearts on tiles and product pages), newest first,
 * each with its heart and one-tap Add at the chosen shop.
 */
export function FavouritesRoute() {
  const { t } = useTranslation();
  const shop = useCatalogueShop();
  const favourites = useFavourites();
  if (!shop) return <ChooseShopPrompt />;
  return (
    <section aria-labelledby="favourites-title">
      <h1 id="favourites-title">{t('titles.favourites')}</h1>
      {favourites.length === 0 ? (
        <div className="favourites-empty">
          <h2>{t('favourites.empty_title')}</h2>
          <p>{t('favourites.empty_body')}</p>
          <Link to="/" className="button button--primary">
            {t('favourites.browse')}
          </Link>
        </div>
      ) : (
        <ul className="tile-grid" aria-labelledby="favourites-title">
          {favourites.map((favourite) => (
            <ProductTile
              key={favourite.product_id}
              supplier={shop}
              product={{ id: favourite.product_id, name: favourite.name, image_url: favourite.image_url }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
