import { useParams } from 'react-router';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { ProductOffersView } from '#features/catalog/components/product-view.tsx';
import { useCatalogueShop } from '../../navigation/catalogue-shop';
import { NotFoundRoute } from '../not-found';
import { catalogStrings } from '#features/catalog/strings.ts';

export const strings = [catalogStrings];

/** `/product/{id}/offers`: every offer of the product at the chosen supplier. */
export function ProductOffersRoute() {
  const productId = Number(useParams().id);
  const shop = useCatalogueShop();
  if (!Number.isSafeInteger(productId) || productId <= 0) return <NotFoundRoute />;
  if (!shop) return <ChooseShopPrompt />;
  return <ProductOffersView key={`${shop.id}-${productId}`} supplier={shop} productId={productId} />;
}
