import { useTranslation } from 'react-i18next';
import type { CartComparison } from '#api/schemas/cart.ts';
import { formatDeliveryFee, formatMoney } from '#lib/money.ts';

interface Props {
  comparison: CartComparison;
  /** Lines in the shopper's basket: what each shop is measured against. */
  wanted: number;
  cheapest: boolean;
  onOrderHere: (comparison: CartComparison) => void;
}

/** One shop's price for the basket: what it has, what it costs, how it stands against the cheapest. */
export function ShopComparison({ comparison, wanted, cheapest, onOrderHere }: Props) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents);
  const available = comparison.items.length;
  const missing = Math.max(0, wanted - available);
  const variance = comparison.total_vs_cheapest_variance_percent;
  const pricier = comparison.unit_price_varience_over_threshold_count;
  // Supplier text, rendered as text.
  const shop = comparison.supplier.name;
  const titleId = `compare-shop-${comparison.supplier.id}`;
  // A shop missing items comes in under the cheapest full basket only because it sells less: a
  // percentage 'less' would read as cheaper, so such a basket is not compared at all.
  const varianceText = (percent: number) =>
    missing > 0 && percent < 0
      ? t('compare.not_comparable', { count: missing })
      : percent > 0
        ? t('compare.more_expensive', { percent })
        : percent < 0
          ? t('compare.less_expensive', { percent: -percent })
          : t('compare.same_as_cheapest');

  return (
    <li className="compare-shop card" aria-labelledby={titleId}>
      <h2 id={titleId} className="compare-shop__name">
        {shop}
      </h2>
      {cheapest && <p className="compare-shop__cheapest">{t('compare.cheapest')}</p>}
      <dl className="compare-shop__facts">
        <div>
          <dt>{t('compare.available')}</dt>
          <dd>{t('compare.available_of', { available, wanted })}</dd>
        </div>
        <div>
          <dt>{t('compare.out_of_stock')}</dt>
          <dd>{missing}</dd>
        </div>
        <div>
          <dt>{t('compare.subtotal')}</dt>
          <dd>{money(comparison.subtotal_in_cents)}</dd>
        </div>
        <div>
          <dt>{t('compare.delivery')}</dt>
          <dd>{formatDeliveryFee(comparison.shipping_cost_in_cents, t('compare.free'))}</dd>
        </div>
        <div className="compare-shop__total">
          <dt>{t('compare.total')}</dt>
          <dd>{money(comparison.total_in_cents)}</dd>
        </div>
        <div>
          <dt>{t('compare.vs_cheapest')}</dt>
          <dd>{varianceText(variance)}</dd>
        </div>
        <div>
          <dt>{t('compare.unit_prices')}</dt>
          <dd>{t('compare.pricier_items', { count: pricier })}</dd>
        </div>
      </dl>
      <button
        type="button"
        className={cheapest ? 'button button--primary' : 'button'}
        disabled={available === 0}
        onClick={() => onOrderHere(comparison)}
      >
        {t('compare.order_here')} <span className="visually-hidden">{t('compare.at_shop', { shop })}</span>
      </button>
    </li>
  );
}
