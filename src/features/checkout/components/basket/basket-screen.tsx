import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKETPLACE } from '#api/define.ts';
import type { ValidatedItem } from '#api/schemas/cart.ts';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { pushAlert } from '#stores/alerts-store.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { useDebouncedValue } from '#lib/use-debounced-value.ts';
import { cartTotalInCents, useCartStore, type CartLine } from '#domain/basket/cart-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { picksQuery } from '../../picks-query';
import { removeWithUndo } from './basket-undo';
import { BasketActions } from './basket-actions';
import { BasketEmpty } from './basket-empty';
import { BasketLine, currentPrice } from './basket-line';
import { BasketSummary } from './basket-summary';
import '../../basket.css';

/** How long the quantities rest before the supplier's stock and price check is asked again. */
const PICKS_SETTLE_MS = 500;

interface Props {
  /** Market mode: the basket can be priced at other shops (/basket/compare). */
  showCompare: boolean;
  /**
   * Market mode's price comparison (no shop chosen): the basket holds several shops' offers, is
   * checked at the marketplace, and is ordered through the comparison at the shop the shopper picks.
   */
  comparing: boolean;
  /** Said on arrival (the basket moved to a compared shop, and what it lacked). */
  notice?: string;
  /** Ends order editing mode (the shell's way), back to the order. */
  onStopEditing: () => void;
  /** Where Place order goes: the shell's checkout bar (null: below the summary, as before). */
  actionSlot?: HTMLElement | null;
}

/**
 * The basket: its lines with quantity and remove, the subtotal and delivery, and the way on to
 * checkout. The supplier's picks check tags lines gone out of stock or repriced; out-of-stock lines
 * are left out of the subtotal and dropped when the shopper places the order.
 */
export function BasketScreen({ showCompare, comparing, notice, onStopEditing, actionSlot }: Props) {
  const { t } = useTranslation();
  const items = useCartStore((state) => state.items);
  const supplier = useSuppliersStore((state) => state.selected);
  const account = useAccountStore((state) => state.account);
  const editing = useOrdersStore((state) => state.editing);
  // Set as the shopper leaves for checkout: the lines left there are checked by checkout itself.
  const [leaving, setLeaving] = useState(false);
  // Asked again once the shopper stops stepping: each ask sends every line and brings every line's
  // offer back, which at 200 lines is a lot of mobile data per press.
  const settledItems = useDebouncedValue(items, PICKS_SETTLE_MS);
  const picks = useQuery({
    ...picksQuery(comparing ? MARKETPLACE : supplier, settledItems),
    enabled: !leaving,
  });
  const [status, setStatus] = useState('');
  const [confirmClear, setConfirmClear] = useState(false);
  // Bumped when the control that had focus goes away (a removed line, a cleared basket).
  const [refocus, setRefocus] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (refocus > 0) heading.current?.focus();
  }, [refocus]);

  const checks = useMemo(
    () => new Map<number, ValidatedItem>((picks.data ?? []).map((item) => [item.offer.id, item])),
    [picks.data],
  );
  const gone = items.filter((line) => checks.get(line.offer_id)?.out_of_stock === true);
  const subtotal = cartTotalInCents({
    items: items
      .filter((line) => !gone.includes(line))
      .map((line) => ({ ...line, price_in_cents: currentPrice(line, checks.get(line.offer_id)) })),
  });
  const priceAt = supplier && account ? { supplier, user: { id: account.id, login: account.login } } : null;
  const severalShops = new Set(items.map((line) => line.supplier_id)).size > 1;

  // Stable, so a press re-renders its own line and the totals, not all of them (BasketLine is memo).
  const remove = useCallback(
    (line: CartLine) => {
      removeWithUndo(line, t);
      setRefocus((n) => n + 1);
    },
    [t],
  );

  const clear = () => {
    useCartStore.getState().clear();
    setConfirmClear(false);
    setStatus(t('basket.cleared'));
    setRefocus((n) => n + 1);
  };

  // A visitor is asked to sign in or register first, and comes back to what they pressed.
  const signedInFor = (event: MouseEvent<HTMLAnchorElement>, returnTo: string) => {
    if (account) return true;
    event.preventDefault();
    useDialogsStore.getState().requireAccount(returnTo);
    return false;
  };
  const placeOrder = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedInFor(event, '/checkout/dispatch') || gone.length === 0) return;
    const staying = gone.length === items.length;
    // No new picks check for the shorter basket: it would be cancelled as the screen goes.
    if (!staying) setLeaving(true);
    useCartStore.getState().removeLines(gone.map((line) => line.offer_id));
    // An alert, not this screen's status line: it has to outlive the navigation to checkout.
    pushAlert({ kind: 'info', message: t('basket.out_of_stock_removed', { count: gone.length }) });
    // Nothing left to order: stay on the (now empty) basket.
    if (staying) {
      event.preventDefault();
      setRefocus((n) => n + 1);
    }
  };

  return (
    <section className="basket" aria-labelledby="page-title">
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {t('basket.title')}
      </h1>
      {editing && (
        <div className="basket__notice">
          <p>{t('basket.updating_order', { reference: editing.reference })}</p>
          <button type="button" className="button" onClick={onStopEditing}>
            {t('layout.stop_editing')}
          </button>
        </div>
      )}
      {notice && <p className="basket__notice">{notice}</p>}
      {/* Always mounted, so screen readers already know the region when a message arrives. */}
      <p className="basket__status" role="status">
        {status}
      </p>
      {items.length === 0 ? (
        <BasketEmpty />
      ) : (
        <>
          <ul className="basket__lines" aria-label={t('basket.lines')}>
            {items.map((line) => (
              <BasketLine
                key={line.offer_id}
                line={line}
                check={checks.get(line.offer_id)}
                onRemove={remove}
                showShop={severalShops}
              />
            ))}
          </ul>
          <BasketSummary
            subtotalInCents={subtotal}
            lines={items}
            priceAt={priceAt}
            hasOutOfStock={gone.length > 0}
            checkFailed={picks.isError}
            comparing={comparing}
          />
          <BasketActions
            onPlaceOrder={placeOrder}
            onCompare={(event) => signedInFor(event, '/basket/compare')}
            onClear={() => setConfirmClear(true)}
            showCompare={showCompare}
            comparing={comparing}
            actionSlot={actionSlot}
          />
        </>
      )}
      <ConfirmDialog
        open={confirmClear}
        title={t('confirm.title')}
        message={t('basket.clear_confirm')}
        okLabel={t('basket.clear')}
        cancelLabel={t('confirm.cancel')}
        closeLabel={t('common.close')}
        onConfirm={clear}
        onCancel={() => setConfirmClear(false)}
      />
    </section>
  );
}
