import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CartValidation } from '#api/schemas/cart.ts';
import { formatDeliveryFee, formatMoney } from '#lib/money.ts';

interface Props {
  validation: CartValidation;
  requiresShipping: boolean;
  /** Per-bag price when the shopper asked for bags (charged per bag when the order is packed). */
  bagPriceInCents: number | null;
}

/**
 * The bags asked for: count × price and their total when the supplier priced them (then they are
 * in the total), else the price per bag, charged when the order is packed.
 */
function bagRow(validation: CartValidation, priceInCents: number, t: TFunction): [string, string] {
  const price = formatMoney(priceInCents);
  if (validation.bag_qty === undefined || validation.bag_total_in_cents === undefined)
    return [t('checkout_flow.bags'), t('checkout_flow.per_bag_when_packed', { price })];
  return [
    t('checkout_flow.bags_counted', { count: validation.bag_qty, price }),
    formatMoney(validation.bag_total_in_cents),
  ];
}

/** Subtotal, delivery, discount, credit and total, as the supplier priced them. */
export function Totals({ validation, requiresShipping, bagPriceInCents }: Props) {
  const { t } = useTranslation();
  const rows: [string, string][] = [[t('checkout_flow.subtotal'), formatMoney(validation.subtotal_in_cents)]];
  if (requiresShipping)
    rows.push([
      t('checkout_flow.delivery'),
      formatDeliveryFee(validation.shipping_cost_in_cents, t('common.free')),
    ]);
  if (validation.discount_in_cents > 0)
    rows.push([t('checkout_flow.discount'), `−${formatMoney(validation.discount_in_cents)}`]);
  if (validation.credit_in_cents > 0)
    rows.push([t('checkout_flow.credit'), `−${formatMoney(validation.credit_in_cents)}`]);
  if (bagPriceInCents !== null) rows.push(bagRow(validation, bagPriceInCents, t));
  return (
    <dl className="checkout-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="checkout-totals__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="checkout-totals__row checkout-totals__row--total">
        <dt>{t('checkout_flow.total')}</dt>
        <dd>{formatMoney(validation.total_in_cents)}</dd>
      </div>
    </dl>
  );
}
