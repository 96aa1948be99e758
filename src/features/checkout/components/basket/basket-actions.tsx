import type { MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOffline, useSendProps } from '#lib/online.ts';

interface Props {
  /** Runs before Place order navigates; calling `preventDefault` on the event keeps the shopper here. */
  onPlaceOrder: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Runs before the comparison opens; `preventDefault` keeps the shopper here (signed out). */
  onCompare: (event: MouseEvent<HTMLAnchorElement>) => void;
  onClear: () => void;
  showCompare: boolean;
  /** Price comparison: the order is placed at a shop picked on the comparison, so it leads. */
  comparing: boolean;
  /** The checkout bar's place for the way on (Place order), so the screen shows it once; null: here. */
  actionSlot?: HTMLElement | null;
}

/** Place order, compare prices (market mode), continue shopping and clear the basket. */
export function BasketActions({
  onPlaceOrder,
  onCompare,
  onClear,
  showCompare,
  comparing,
  actionSlot,
}: Props) {
  const { t } = useTranslation();
  const offline = useOffline();
  const send = useSendProps();
  // Signed-out shoppers are asked to sign in or register first (the basket screen). Offline,
  // ordering waits: the basket is kept, the reason is the offline notice's.
  const placeOrder = offline ? (
    <button type="button" className="button button--primary" {...send}>
      {t('basket.place_order')}
    </button>
  ) : (
    <Link to="/checkout/dispatch" className="button button--primary" onClick={onPlaceOrder}>
      {t('basket.place_order')}
    </Link>
  );
  const compare = (showCompare || comparing) && (
    <Link
      to="/basket/compare"
      className={comparing ? 'button button--primary' : 'button'}
      onClick={onCompare}
    >
      {t(comparing ? 'basket.compare_to_order' : 'basket.compare')}
    </Link>
  );
  // Price comparison orders at a shop picked on the comparison, so comparing leads instead.
  const primary = comparing ? compare : placeOrder;
  return (
    <div className="basket-actions">
      {actionSlot ? createPortal(primary, actionSlot) : primary}
      {!comparing && compare}
      <Link to="/" className="button">
        {t('basket.continue')}
      </Link>
      <button type="button" className="button basket-actions__clear" onClick={onClear}>
        {t('basket.clear')}
      </button>
    </div>
  );
}
