import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRef, Offer, Product } from '#api/schemas/catalog.ts';

const FIELDS = ['brand', 'option', 'unit', 'pack'] as const;
type Field = (typeof FIELDS)[number];

/** What the shopper narrowed the offers to: ids as strings ('' = any) and the 'Find' text. */
export type OfferFilters = Record<Field, string> & { text: string };

export const NO_FILTERS: OfferFilters = { brand: '', option: '', unit: '', pack: '', text: '' };

export type FilterChoices = Record<Field, NamedRef[]>;

// 'Option' is the sellable itself (one size or variant of the product): sellables carry no product
// type, so product_types cannot be matched against offers.
function idOf(offer: Offer, field: Field): string {
  const sellable = offer.sellable;
  const id = {
    brand: sellable.brand_id,
    option: sellable.id,
    unit: sellable.unit_id,
    pack: sellable.pack_id,
  }[field];
  return id === null ? '' : String(id);
}

/** Each filter's choices: the product's values that at least one offer has, in the product's order. */
export function filterChoices(product: Product, offers: readonly Offer[]): FilterChoices {
  const keep = (field: Field, refs: readonly NamedRef[]) => {
    const present = new Set(offers.map((offer) => idOf(offer, field)));
    return refs.filter((ref) => present.has(String(ref.id)));
  };
  return {
    brand: keep('brand', product.brands),
    option: keep(
      'option',
      product.sellables.map((sellable) => ({ id: sellable.id, name: sellable.name })),
    ),
    unit: keep('unit', product.units),
    pack: keep('pack', product.packs),
  };
}

function searchable(offer: Offer): string {
  const { name, brand, pack, unit, measurement } = offer.sellable;
  return [offer.name, name, brand, pack, unit, measurement].join(' ').toLowerCase();
}

/** The offers matching every chosen filter and every word of the 'Find' text. */
export function filterOffers(offers: readonly Offer[], filters: OfferFilters): Offer[] {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  return offers.filter(
    (offer) =>
      FIELDS.every((field) => filters[field] === '' || idOf(offer, field) === filters[field]) &&
      words.every((word) => searchable(offer).includes(word)),
  );
}

interface Props {
  productName: string;
  choices: FilterChoices;
  value: OfferFilters;
  onChange: (next: OfferFilters) => void;
}

/** Brand, option, unit and pack selects (only those with a real choice) and the 'Find' text filter. */
export function ProductFilters({ productName, choices, value, onChange }: Props) {
  const { t } = useTranslation();
  const labels: Record<Field, [label: string, any: string]> = {
    brand: [t('product.brand'), t('product.all_brands')],
    option: [t('product.option'), t('product.all_options')],
    unit: [t('product.unit'), t('product.all_units')],
    pack: [t('product.pack'), t('product.all_packs')],
  };
  const set = (field: keyof OfferFilters) => (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
    onChange({ ...value, [field]: event.target.value });

  return (
    <form
      role="search"
      className="product-filters"
      aria-label={t('product.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      {FIELDS.filter((field) => choices[field].length > 1).map((field) => (
        <label key={field} className="field">
          <span className="field__label">{labels[field][0]}</span>
          <select value={value[field]} onChange={set(field)}>
            <option value="">{labels[field][1]}</option>
            {choices[field].map((choice) => (
              // Supplier text as text.
              <option key={choice.id} value={String(choice.id)}>
                {choice.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      <label className="field product-filters__find">
        <span className="field__label">{t('product.find', { resource: productName })}</span>
        <input
          type="search"
          value={value.text}
          onChange={set('text')}
          autoComplete="off"
          enterKeyHint="search"
        />
      </label>
    </form>
  );
}
