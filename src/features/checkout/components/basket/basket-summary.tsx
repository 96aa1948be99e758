import { useTranslation } from 'react-i18next';
import type { SupplierRef } from '#api/define.ts';
import type { UserRef } from '#api/schemas/common.ts';
import { formatMoney } from '#lib/money.ts';
import type { CartLine } from '#domain/basket/cart-store.ts';
import { BasketDelivery } from './basket-delivery';

interface Props {
  subtotalInCents: number;
  /** The whole basket, as checkout will send it: the supplier leaves out what is out of stock. */
  lines: readonly CartLine[];
  /** Null when signed out or no shop is chosen: the fee is then worked out at checkout. */
  priceAt: { supplier: SupplierRef; user: UserRef } | null;
  hasOutOfStock: boolean;
  checkFailed: boolean;
  /** Price comparison: no shop is chosen yet, so there is no delivery fee to work out. */
  comparing: boolean;
}

/** Subtotal and delivery, with notes on what the subtotal leaves out and checks that failed. */
export function BasketSummary({
  subtotalInCents,
  lines,
  priceAt,
  hasOutOfStock,
  checkFailed,
  comparing,
}: Props) {
  const { t } = useTranslation();
  return (
    <section className="basket-summary card" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title" className="visually-hidden">
        {t('basket.summary')}
      </h2>
      <dl className="basket-summary__totals">
        <div>
          <dt>{t('basket.subtotal')}</dt>
          <dd>{formatMoney(subtotalInCents)}</dd>
        </div>
        <div>
          <dt>{t('basket.delivery')}</dt>
          {/* Polite: the fee replaces 'Calculating delivery…' without interrupting the shopper. */}
          <dd aria-live="polite" aria-atomic="true">
            {priceAt && !comparing ? (
              <BasketDelivery supplier={priceAt.supplier} user={priceAt.user} lines={lines} />
            ) : (
              t(comparing ? 'basket.delivery_by_shop' : 'basket.delivery_at_checkout')
            )}
          </dd>
        </div>
      </dl>
      {comparing && <p className="basket-summary__note">{t('basket.comparing_note')}</p>}
      {hasOutOfStock && <p className="basket-summary__note">{t('basket.excluded')}</p>}
      {checkFailed && <p className="basket-summary__note">{t('basket.check_failed')}</p>}
    </section>
  );
}
