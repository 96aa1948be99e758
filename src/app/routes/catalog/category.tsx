import { useParams } from 'react-router';
import { CategoryNotFound, CategoryView } from '../../../features/catalog/components/category-view';
import { ChooseShopPrompt } from '../../../features/catalog/components/choose-shop';
import { useSuppliersStore } from '../../../stores/suppliers-store';

/** A category page of the chosen supplier; a malformed id is not found without asking the server. */
export function CategoryRoute() {
  const id = Number(useParams().id);
  const selected = useSuppliersStore((state) => state.selected);
  if (!Number.isInteger(id) || id <= 0) return <CategoryNotFound />;
  if (!selected) return <ChooseShopPrompt />;
  // Keyed by both: another category or shop starts at its first page, with its own page view.
  return <CategoryView key={`${selected.id}:${id}`} supplier={selected} id={id} />;
}
