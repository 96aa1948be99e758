import { useTranslation } from 'react-i18next';
import type { CartComparison, CheapestBasket as Cheapest } from '#api/schemas/cart.ts';
import { formatMoney } from '#lib/money.ts';
import { formatQty, lineTotalCents, quantityRules, type QuantityRules } from '#lib/quantity.ts';
import type { CartLine } from '#domain/basket/cart-store.ts';

interface Props {
  cheapest: Cheapest;
  comparisons: readonly CartComparison[];
  lines: readonly CartLine[];
}

/**
 * The debug view's theoretical cheapest basket: every item at its lowest price at any shop nearby.
 * The answer names items by sellable only; their names come from the shops' offers or the basket.
 */
export function CheapestBasket({ cheapest, comparisons, lines }: Props) {
  const { t } = useTranslation();
  const known = new Map<number, { name: string; rules: QuantityRules }>();
  for (const { items } of comparisons)
    for (const { offer } of items)
      known.set(offer.sellable.id, { name: offer.name, rules: quantityRules(offer) });
  for (const line of lines)
    if (line.sellable_id !== null)
      known.set(line.sellable_id, { name: line.name, rules: quantityRules(line) });
  const name = (id: number) => known.get(id)?.name ?? t('compare.unknown_item', { id });
  const qty = (id: number, value: number) => {
    const rules = known.get(id)?.rules;
    return rules ? formatQty(value, rules) : String(value);
  };

  return (
    <section className="compare-cheapest card" aria-labelledby="cheapest-title">
      <h2 id="cheapest-title">{t('compare.cheapest_basket')}</h2>
      <table className="compare-cheapest__table">
        <thead>
          <tr>
            <th scope="col">{t('compare.item')}</th>
            <th scope="col">{t('compare.qty')}</th>
            <th scope="col">{t('compare.lowest_price')}</th>
            <th scope="col">{t('compare.line_total')}</th>
          </tr>
        </thead>
        <tbody>
          {cheapest.items.map((item) => (
            <tr key={item.sellable_id}>
              <td>{name(item.sellable_id)}</td>
              <td>{qty(item.sellable_id, item.qty)}</td>
              <td>{formatMoney(item.price_in_cents)}</td>
              <td>{formatMoney(lineTotalCents(item.price_in_cents, item.qty))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('compare.total')}
            </th>
            <td>{formatMoney(cheapest.total_in_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
