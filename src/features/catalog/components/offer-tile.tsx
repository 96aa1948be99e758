import type { Offer } from '#api/schemas/catalog.ts';
import { formatMoney } from '#lib/money.ts';
import { quantityRules } from '#lib/quantity.ts';
import { OfferAdd } from './quick-add-controls';
import { Tile } from './tile';

/** An offer as a tile: picture and name linking to its product, the price (per kg where weighed), Add. */
export function OfferTile({ offer, listName }: { offer: Offer; listName: string }) {
  const rules = quantityRules(offer);
  const price = formatMoney(offer.price_in_cents) + (rules.perKg ? ` / ${rules.symbol}` : '');
  return (
    <Tile
      to={`/product/${offer.sellable.product_id}`}
      name={offer.name}
      image={offer.sellable.image_url}
      meta={price}
    >
      <OfferAdd offer={offer} listName={listName} />
    </Tile>
  );
}
