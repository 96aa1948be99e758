import { useTranslation } from 'react-i18next';
import type { ValidatedItem } from '#api/schemas/cart.ts';
import { formatMoney } from '#lib/money.ts';
import { formatQty, lineTotalCents, quantityRules } from '#lib/quantity.ts';

/** The validated basket: each item at the supplier's current price, tagged when it changed or ran out. */
export function OrderLines({ items }: { items: readonly ValidatedItem[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 id="order-lines-title" className="confirmation__heading">
        {t('checkout_flow.items')}
      </h2>
      <ul className="checkout-lines" aria-labelledby="order-lines-title">
        {items.map(({ offer, qty, out_of_stock, price_changed }) => {
          const rules = quantityRules(offer);
          return (
            <li
              key={offer.id}
              className={
                out_of_stock ? 'checkout-lines__line checkout-lines__line--gone' : 'checkout-lines__line'
              }
            >
              {/* Supplier text, rendered as text. */}
              <span className="checkout-lines__name">{offer.name}</span>
              {/* Spans, not a nested list: the items list counts one listitem per line. */}
              {(out_of_stock || price_changed) && (
                <span className="checkout-lines__tags">
                  {price_changed && !out_of_stock && (
                    <span className="badge badge--warning">{t('checkout_flow.changed')}</span>
                  )}
                  {out_of_stock && (
                    <span className="badge badge--warning">{t('checkout_flow.no_stock')}</span>
                  )}
                </span>
              )}
              <span className="checkout-lines__qty">
                {t('checkout_flow.qty_at', {
                  qty: formatQty(qty, rules),
                  price: formatMoney(offer.price_in_cents),
                })}
              </span>
              <span className="checkout-lines__total">
                {out_of_stock ? '—' : formatMoney(lineTotalCents(offer.price_in_cents, qty, rules.rate))}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
