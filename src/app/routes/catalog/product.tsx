import { useParams } from 'react-router';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { ProductView } from '#features/catalog/components/product-view.tsx';
import { useStartedAfter } from '../../boot/after-first-page';
import { useCatalogueShop } from '../../navigation/catalogue-shop';
import { NotFoundRoute } from '../not-found';
import { catalogStrings } from '#features/catalog/strings.ts';

export const strings = [catalogStrings];

/** `/product/{id}`: the product with its offers at the chosen supplier. */
export function ProductRoute() {
  const productId = Number(useParams().id);
  const shop = useCatalogueShop();
  const relatedReady = useStartedAfter('related items');
  if (!Number.isSafeInteger(productId) || productId <= 0) return <NotFoundRoute />;
  if (!shop) return <ChooseShopPrompt />;
  // Keyed so filters and page-view tracking start afresh on another product or supplier.
  return (
    <ProductView
      key={`${shop.id}-${productId}`}
      supplier={shop}
      productId={productId}
      relatedReady={relatedReady}
    />
  );
}
