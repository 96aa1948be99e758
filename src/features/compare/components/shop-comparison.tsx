import { useTranslation } from 'react-i18next';
import type { CartComparison } from '#api/schemas/cart.ts';
import { formatDeliveryFee, formatMoney } from '#lib/money.ts';
import type { DeliveryBasis, RankedShop } from '../rank-shops';

interface Props {
  shop: RankedShop;
  /** Lines in the shopper's basket: what each shop is measured against. */
  wanted: number;
  delivery: DeliveryBasis;
  onOrderHere: (comparison: CartComparison) => void;
}

/** One shop's price for the basket: what it has, what it costs, how it stands against the cheapest. */
export function ShopComparison({ shop, wanted, delivery, onOrderHere }: Props) {
  const { t } = useTranslation();
  const { comparison, missing, cheapest, vsCheapest } = shop;
  const available = Math.max(0, wanted - missing);
  const pricier = comparison.unit_price_varience_over_threshold_count;
  // Supplier text, rendered as text.
  const name = comparison.supplier.name;
  const titleId = `compare-shop-${comparison.supplier.id}`;
  // A shop missing items comes in under the cheapest full basket only because it sells less: a
  // percentage 'less' would read as cheaper, so such a basket is not compared at all.
  const varianceText = (percent: number | null) =>
    percent === null || (missing > 0 && percent < 0)
      ? t('compare.not_comparable', { count: missing })
      : percent > 0
        ? t('compare.more_expensive', { percent })
        : percent < 0
          ? t('compare.less_expensive', { percent: -percent })
          : t('compare.same_as_cheapest');

  return (
    <li className="compare-shop card" aria-labelledby={titleId}>
      <h2 id={titleId} className="compare-shop__name">
        {name}
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
          <dd>{formatMoney(comparison.subtotal_in_cents)}</dd>
        </div>
        {delivery !== 'collection' && (
          <div>
            <dt>{t(delivery === 'delivery' ? 'compare.delivery' : 'compare.delivery_if_chosen')}</dt>
            <dd>{formatDeliveryFee(comparison.shipping_cost_in_cents, t('compare.free'))}</dd>
          </div>
        )}
        <div
          className={missing > 0 ? 'compare-shop__total compare-shop__total--partial' : 'compare-shop__total'}
        >
          <dt>{t('compare.total')}</dt>
          <dd>
            {formatMoney(shop.totalCents)}
            {missing > 0 && (
              <>
                {' '}
                <span className="compare-shop__missing">{t('compare.missing', { count: missing })}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('compare.vs_cheapest')}</dt>
          <dd>{varianceText(vsCheapest)}</dd>
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
        {t('compare.order_here')}{' '}
        <span className="visually-hidden">{t('compare.at_shop', { shop: name })}</span>
      </button>
    </li>
  );
}
