import { useTranslation } from 'react-i18next';
import type { Offer } from '#api/schemas/catalog.ts';
import { formatMoney } from '#lib/money.ts';
import { quantityRules } from '#lib/quantity.ts';

/**
 * An offer's price from its cents (never the server's pre-formatted string): per unit symbol for
 * per-kg items (`R 73.49 / kg`), and the base price struck through beside it when they differ.
 */
export function OfferPrice({ offer, className = '' }: { offer: Offer; className?: string }) {
  const { t } = useTranslation();
  const rules = quantityRules(offer);
  const base = offer.base_price_in_cents;
  const reduced = base !== null && base !== offer.price_in_cents;
  return (
    <p className={`offer-price ${className}`.trim()}>
      <span className="offer-price__now">
        {reduced && <span className="visually-hidden">{t('offer.now')} </span>}
        {formatMoney(offer.price_in_cents)}
        {rules.perKg && <span className="offer-price__unit"> / {rules.symbol}</span>}
      </span>
      {reduced && (
        <s className="offer-price__was">
          <span className="visually-hidden">{t('offer.was')} </span>
          {formatMoney(base)}
        </s>
      )}
    </p>
  );
}
