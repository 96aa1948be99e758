import { act, screen } from '@testing-library/react';
import type { Order } from '../../../src/api/schemas/order';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';
import { placeTestOrder } from './place-test-order';

interface OrderOnScreen {
  /** The screen to open once the order is placed: the order page or its pay screen. */
  screen?: 'order' | 'pay';
  /** Items on the order (placeTestOrder). */
  count?: number;
  /** Runs once the order exists, before the app reads it (the fake backend's state changed). */
  before?: (order: Order) => void | Promise<void>;
  /** Navigation state for the screen (a gateway return's, for instance). */
  state?: Record<string, unknown>;
}

/**
 * The demo shopper at Sea Point with an order placed a moment ago, its page (or pay screen) open and
 * its heading on screen: what the order, payment and editing tests start from.
 */
export async function orderOnScreen({ screen: which = 'order', count, before, state }: OrderOnScreen = {}) {
  let order!: Order;
  const app = await renderApp({
    user: 'demo',
    supplier: SEA_POINT,
    route: '/',
    before: async () => {
      order = await placeTestOrder({ count });
      await before?.(order);
    },
  });
  const path = which === 'pay' ? `/orders/${order.id}/pay` : `/orders/${order.id}`;
  await act(() => app.router.navigate(path, state ? { state } : undefined));
  const heading = which === 'pay' ? `Pay for order ${order.reference}` : `Order ${order.reference}`;
  await screen.findByRole('heading', { level: 1, name: heading });
  return { ...app, order };
}
