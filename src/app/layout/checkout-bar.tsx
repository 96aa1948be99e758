import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { formatMoney } from '#lib/money.ts';
import { cartCount, cartTotalInCents, useCartStore } from '#domain/basket/cart-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { currentHandle } from '../navigation/route-handle';
import './checkout-bar.css';

// Fields that raise the on-screen keyboard: the bar would sit on top of it and hide what is typed.
const TYPING = 'textarea,select,input:not([type=checkbox]):not([type=radio])';

/** Whether the on-screen keyboard is (probably) up: a typing field has focus, or the viewport shrank. */
function useKeyboardUp(): boolean {
  const [up, setUp] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    let focused: Element | null = document.activeElement;
    // The viewport is measured on its own resize only. A focus change can come in the middle of a
    // React commit (a dialog giving focus back) or on the first render, where reading a height
    // forces a layout of the half-built page (20 ms of a product link's first render on this
    // machine). With no typing field focused at the start, no keyboard is up.
    let shrunk = false;
    const typing = () => focused?.matches(TYPING) === true;
    const check = () => setUp(typing() || shrunk);
    // focusout names where focus goes next (relatedTarget); activeElement is not yet that element.
    const onFocus = (event: FocusEvent) => {
      focused = (event.type === 'focusin' ? event.target : event.relatedTarget) as Element | null;
      check();
    };
    const onResize = () => {
      shrunk = viewport !== null && viewport.height < innerHeight * 0.75;
      check();
    };
    // A field focused before this ran (autofocus on the page the app opened at) counts too.
    if (typing()) check();
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocus);
    viewport?.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onFocus);
      viewport?.removeEventListener('resize', onResize);
    };
  }, []);
  return up;
}

// The element the basket screen puts its primary action in (Place order), so the page has one.
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();
const setSlot = (element: HTMLElement | null) => {
  slot = element;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Where the basket's primary action goes while the checkout bar shows; null renders it in place. */
export function useCheckoutBarSlot(): HTMLElement | null {
  return useSyncExternalStore(subscribe, () => slot);
}

/** The room the page keeps at its foot for the bar, so the bar never covers its last controls. */
function keepRoom(bar: HTMLElement | null) {
  if (!bar || typeof ResizeObserver === 'undefined') return;
  const root = document.documentElement.style;
  const observer = new ResizeObserver(() => {
    // Hidden (keyboard up) measures 0: the room stays, so the page does not jump under the shopper.
    if (bar.offsetHeight > 0) root.setProperty('--checkout-bar-height', `${bar.offsetHeight}px`);
  });
  observer.observe(bar);
  return () => {
    observer.disconnect();
    root.removeProperty('--checkout-bar-height');
  };
}

/**
 * The basket's count and total at the foot of catalogue pages, leading to the basket; on the basket
 * it holds the basket's own way on (Place order). Not while an order is being edited: what is added
 * then goes to the order, not the basket.
 */
export function CheckoutBar() {
  const { t } = useTranslation();
  const handle = currentHandle(useMatches());
  const items = useCartStore((state) => state.items);
  const editing = useOrdersStore((state) => state.editing);
  const keyboardUp = useKeyboardUp();
  const count = cartCount({ items });
  if (!handle?.catalogue || count === 0 || editing) return null;

  return (
    <aside className="checkout-bar" aria-label={t('layout.checkout_bar')} hidden={keyboardUp} ref={keepRoom}>
      <div className="checkout-bar__inner">
        {/* The toolbar's figures (lines, total as the shopper saw the prices); each part on one line. */}
        <p className="checkout-bar__summary">
          <span>{t('layout.basket_count', { count })}</span> ·{' '}
          <span>{formatMoney(cartTotalInCents({ items }))}</span>
        </p>
        {handle.name === 'basket' ? (
          <div className="checkout-bar__action" ref={setSlot} />
        ) : (
          <div className="checkout-bar__action">
            <Link to="/basket" className="button button--primary">
              {t('layout.view_basket')}
            </Link>
          </div>
        )}
      </div>
    </aside>
  );
}
