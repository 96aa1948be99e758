import { useParams } from 'react-router';
import { ChooseShopPrompt } from '../../../features/catalog/components/choose-shop';
import { ProductOffersView } from '../../../features/catalog/components/product-view';
import { useSuppliersStore } from '../../../stores/suppliers-store';
import { NotFoundRoute } from '../not-found';

/** `/product/{id}/offers`: every offer of the product at the chosen supplier. */
export function ProductOffersRoute() {
  const productId = Number(useParams().id);
  const selected = useSuppliersStore((state) => state.selected);
  if (!Number.isSafeInteger(productId) || productId <= 0) return <NotFoundRoute />;
  if (!selected) return <ChooseShopPrompt />;
  return <ProductOffersView key={`${selected.id}-${productId}`} supplier={selected} productId={productId} />;
}
