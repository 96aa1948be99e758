import { useTranslation } from 'react-i18next';
import type { ValidatedItem } from '../../../../api/schemas/cart';
import { formatMoney } from '../../../../lib/money';
import { formatQty, lineTotalCents, quantityRules } from '../../../../lib/quantity';

/** The validated basket: each item at the supplier's current price, tagged when it changed or ran out. */
export function OrderLines({ items }: { items: readonly ValidatedItem[] }) {
  const { t } = useTranslation();
  return (
    <ul className="checkout-lines" aria-label={t('checkout_flow.items')}>
      {items.map(({ offer, qty, out_of_stock, price_changed }) => {
        const rules = quantityRules(offer);
        return (
          <li key={offer.id} className="checkout-lines__line">
            <span className="checkout-lines__name">
              {offer.name}
              {price_changed && !out_of_stock && (
                <span className="badge badge--warning">{t('checkout_flow.changed')}</span>
              )}
              {out_of_stock && <span className="badge badge--warning">{t('checkout_flow.no_stock')}</span>}
            </span>
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
  );
}
import '../../strings';
