import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceTime, setNow } from '../../../src/mocks/db/clock';
import { getState } from '../../../src/mocks/db/state';
import { setScenario } from '../../../src/mocks/scenarios';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { useNoticesStore } from '../../../src/stores/notices-store';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';
import { placeTestOrder } from './place-test-order';

// The order history and the order page, through the whole app against the fake backend: the demo
// shopper has a delivered (ORD-001001) and a collected (ORD-001002) order from the seed.

const MINUTE = 60_000;
const user = () => userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });

afterEach(() => {
  vi.useRealTimers();
  setNow(null);
});

async function openOrder(orderId: number | string) {
  const app = await renderApp({
    user: 'demo',
    supplier: SEA_POINT,
    route: `/orders/${orderId}`,
    reviewAlreadyOffered: false,
  });
  await screen.findByRole('heading', { level: 1, name: /^Order / });
  return app;
}

describe('order history', () => {
  it('lists the orders newest first with their status in words, dates and totals, each linking to its page', async () => {
    const placed = await (async () => {
      await renderApp({ user: 'demo', supplier: SEA_POINT, route: '/' });
      return placeTestOrder();
    })();
    const { router } = await renderApp({ user: 'demo', supplier: SEA_POINT, route: '/orders' });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      `Order ${placed.reference}`,
      'Order ORD-001002',
      'Order ORD-001001',
    ]);
    expect(within(rows[2]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Total').nextSibling).toHaveTextContent(/^R \d+\.\d\d$/);
    await userEvent.click(within(rows[1]!).getByRole('link', { name: 'Order ORD-001002' }));
    const collected = getState('reference').mut.orders.find((o) => o.reference === 'ORD-001002')!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${collected.id}`));
  });
});

describe('order page', () => {
  it('shows the receipt and the timeline, and offers a review in the page for a collected order', async () => {
    const collected = getState('reference').mut.orders.find((o) => o.reference === 'ORD-001002')!;
    await openOrder(collected.id);
    // Offered in the page, never as a dialog over it; a star opens the review with that rating.
    const card = await screen.findByRole('region', { name: 'How was order ORD-001002?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: '2 stars' }));
    const dialog = await screen.findByRole('dialog', { name: 'How was order ORD-001002?' });
    expect(within(dialog).getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(within(dialog).getByLabelText('What could we improve?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    expect(within(dialog).queryByLabelText('What could we improve?')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    // Remembered, so the next visit does not offer it again; the page keeps a way to rate it.
    expect(useNoticesStore.getState().reviewsOffered).toEqual([collected.id]);
    expect(screen.queryByRole('region', { name: 'How was order ORD-001002?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rate this order' })).toBeInTheDocument();

    expect(screen.getByRole('list', { name: 'Items' })).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent(/^R \d+\.\d\d$/);
    // Paid at collection: nothing is left to pay, so no balance says so.
    expect(screen.queryByText('Still to pay')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
    const steps = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    // Cash, paid at the counter: the payment comes with the hand-over.
    expect(steps.map((step) => step.querySelector('.order-step__name')?.textContent)).toEqual([
      'Order accepted',
      'Preparing',
      'Ready for collection',
      'Payment confirmed',
      'Collected',
    ]);
  });

  it('sends a two-star review with its comment, and does not offer it again', async () => {
    const collected = getState('reference').mut.orders.find((o) => o.reference === 'ORD-001002')!;
    await openOrder(collected.id);
    const card = await screen.findByRole('region', { name: 'How was order ORD-001002?' });
    await userEvent.click(within(card).getByRole('button', { name: '2 stars' }));
    const dialog = await screen.findByRole('dialog', { name: 'How was order ORD-001002?' });
    await userEvent.type(within(dialog).getByLabelText('What could we improve?'), 'Bring paper bags');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(collected.review).toMatchObject({ rating: 2, comment: 'Bring paper bags' });
    expect(screen.queryByRole('button', { name: 'Rate this order' })).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'How was order ORD-001002?' })).toBeNull(),
    );
  });

  it('follows the order as the shop moves it on, saying each new status once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setNow(new Date());
    await renderApp({ user: 'demo', supplier: SEA_POINT, route: '/' });
    const order = await placeTestOrder();
    await openOrder(order.id);
    const live = document.querySelector('.order-page__status [role="status"]')!;
    expect(live).toHaveTextContent('');
    expect(screen.getByText('Order accepted', { selector: '.status-pill' })).toBeInTheDocument();

    // Two minutes later the shop is preparing it; the page asks again every 10 s.
    advanceTime(2 * MINUTE);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await screen.findByText('Preparing', { selector: '.status-pill' });
    expect(live).toHaveTextContent(`Order ${order.reference} is now: Preparing`);
    // A poll that finds nothing new says nothing new.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(live).toHaveTextContent(`Order ${order.reference} is now: Preparing`);
  });

  it('cancels an order after the shopper confirms', async () => {
    await renderApp({ user: 'demo', supplier: SEA_POINT, route: '/' });
    const order = await placeTestOrder();
    await openOrder(order.id);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order' });
    await u.click(within(confirm).getByRole('button', { name: 'Cancel the order' }));
    await screen.findByText('Cancelled', { selector: '.status-pill' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('stock short', () => {
  it('asks for an answer on every short item, then updates the order', async () => {
    setScenario('stock_short');
    await renderApp({ user: 'demo', supplier: SEA_POINT, route: '/' });
    const order = await placeTestOrder({ count: 2 });
    await openOrder(order.id);
    const section = await screen.findByRole('region', { name: 'Some items are short' });
    await userEvent.click(within(section).getByRole('button', { name: 'UPDATE ORDER' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Accept or remove every stock short item, then click UPDATE ORDER',
    );
    const accept = within(section).getAllByRole('button', { name: 'Accept limited stock' })[0]!;
    await userEvent.click(accept);
    expect(accept).toHaveAttribute('aria-pressed', 'true');
    expect(accept).toHaveTextContent('Accepted');
    await userEvent.click(within(section).getByRole('button', { name: 'UPDATE ORDER' }));
    expect(await screen.findByText('Your order was updated.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Some items are short' })).toBeNull();
  });
});

describe('reorder', () => {
  it('fills the basket with what the shop still offers at today’s prices and names what it does not', async () => {
    const delivered = getState('reference').mut.orders.find((o) => o.reference === 'ORD-001001')!;
    const gone = delivered.items[0]!;
    getState('reference').offers.get(gone.offer_id)!.out_of_stock_at = new Date().toISOString();
    const { router } = await openOrder(delivered.id);
    // The seed's delivered order was reviewed already: nothing is offered over the page.
    expect(delivered.review).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'));
    expect(await screen.findByText(new RegExp(`No longer offered: ${gone.name}`))).toBeInTheDocument();
    const lines = useCartStore.getState().items;
    expect(lines).toHaveLength(delivered.items.length - 1);
    expect(lines.map((line) => line.offer_id)).not.toContain(gone.offer_id);
  });
});
