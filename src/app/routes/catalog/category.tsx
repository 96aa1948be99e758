import { useParams } from 'react-router';
import { CategoryNotFound, CategoryView } from '#features/catalog/components/category-view.tsx';
import { ChooseShopPrompt } from '#features/catalog/components/choose-shop.tsx';
import { useCatalogueShop } from '../../navigation/catalogue-shop';
import { catalogStrings } from '#features/catalog/strings.ts';

export const strings = [catalogStrings];

/** A category page of the chosen supplier; a malformed id is not found without asking the server. */
export function CategoryRoute() {
  const id = Number(useParams().id);
  const shop = useCatalogueShop();
  if (!Number.isInteger(id) || id <= 0) return <CategoryNotFound />;
  if (!shop) return <ChooseShopPrompt />;
  // Keyed by both: another category or shop starts at its first page, with its own page view.
  return <CategoryView key={`${shop.id}:${id}`} supplier={shop} id={id} />;
}
