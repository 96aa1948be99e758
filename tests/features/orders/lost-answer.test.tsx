import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getState } from '../../../src/mocks/db/state';
import { setScenario } from '../../../src/mocks/scenarios';
import { useOrdersStore } from '../../../src/domain/orders/editing-store';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';
import { orderOnScreen } from './order-on-screen';

// The fake backend's lost_answer: every write is applied, then its first answer is lost (a 500); a
// retry with the same Idempotency-Key gets the real answer, one with a new key is applied again (and
// loses its answer again). Each order change here fails once in the shopper's words, is retried
// as a shopper would, and is applied once. validate_modifications is a write to the fake as well,
// so an order modification may take one more press than a cancel or a review.

const GENERIC = 'Something went wrong, try again';
const RAW = 'Internal server error';
// More presses than the lost answers of one attempt (the dry run's, then modify's).
const MOST_PRESSES = 3;

const editing = () => useOrdersStore.getState().editing !== null;
const stored = (orderId: number) => getState('reference').mut.orders.find((o) => o.id === orderId)!;

const onOrderPage = (options: { count?: number } = {}) => orderOnScreen(options);

afterEach(() => focusManager.setFocused(undefined));

/**
 * The tab in the background: the order page's 10 s poll would read the applied change back and
 * take the retry's button away on a slow run; what is under test is the retry.
 */
const holdThePoll = () => focusManager.setFocused(false);

describe('a change whose answer is lost', () => {
  it('adds to an order once when the shopper closes the panel, opens it again and retries', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, order } = await onOrderPage({ count: 1 });
    await user.click(await screen.findByRole('button', { name: 'Add items' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/product/2019'));
    const name = 'Loose & Local Smooth peanut butter (per kg)';
    setScenario('lost_answer');

    let errors = 0;
    for (let press = 1; press <= MOST_PRESSES && editing(); press++) {
      // Each press in a freshly opened panel, as the tester did.
      await user.click(await screen.findByRole('button', { name: `Add ${name} to the order` }));
      const dialog = await screen.findByRole('dialog', { name });
      await user.click(within(dialog).getByRole('button', { name: `Add to order ${order.reference}` }));
      // Added (the panel closes) or not (it says why).
      const closed = () => screen.queryByRole('dialog', { name }) === null;
      await waitFor(() => expect(closed() || within(dialog).queryByRole('alert') !== null).toBe(true));
      if (closed()) break;
      errors++;
      expect(within(dialog).getByRole('alert')).toHaveTextContent(GENERIC);
      expect(within(dialog).queryByText(RAW)).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
    }
    expect(errors).toBeGreaterThan(0);
    expect(editing(), 'added, so editing ended').toBe(false);

    // Read back on the order page: the item once, at the quantity pressed once.
    setScenario(null);
    await act(() => router.navigate(`/orders/${order.id}`));
    const items = await screen.findByRole('list', { name: 'Items' });
    const line = within(items).getByText(name).closest('li')!;
    expect(line).toHaveTextContent('Ordered: 0.250 kg');
    expect(stored(order.id).items.filter((i) => i.name === name)).toEqual([
      expect.objectContaining({ qty: 0.25 }),
    ]);
  });

  it('applies the stock-short answers once when the shopper presses UPDATE ORDER again', async () => {
    holdThePoll();
    const user = userEvent.setup({ delay: null });
    setScenario('stock_short');
    const { order } = await onOrderPage({ count: 2 });
    const section = await screen.findByRole('region', { name: 'Some items are short' });
    for (const accept of within(section).getAllByRole('button', { name: 'Accept limited stock' })) {
      await user.click(accept);
    }
    setScenario('lost_answer');

    let errors = 0;
    for (let press = 1; press <= MOST_PRESSES; press++) {
      await user.click(within(section).getByRole('button', { name: 'UPDATE ORDER' }));
      const updated = () => screen.queryByText('Your order was updated.') !== null;
      await waitFor(() => expect(updated() || within(section).queryByRole('alert') !== null).toBe(true));
      if (updated()) break;
      errors++;
      expect(within(section).getByRole('alert')).toHaveTextContent(GENERIC);
      expect(within(section).queryByText(RAW)).toBeNull();
    }
    expect(errors).toBeGreaterThan(0);
    expect(await screen.findByText('Your order was updated.')).toBeInTheDocument();
    // Applied once: one modification on the order's record.
    expect(stored(order.id).events.filter((event) => event.name === 'modified')).toHaveLength(1);
  });

  it('cancels an order once when the shopper asks again', async () => {
    holdThePoll();
    const user = userEvent.setup({ delay: null });
    const { order } = await onOrderPage();
    setScenario('lost_answer');
    const cancel = async () => {
      await user.click(screen.getByRole('button', { name: 'Cancel order' }));
      const confirm = await screen.findByRole('dialog', { name: 'Cancel order' });
      await user.click(within(confirm).getByRole('button', { name: 'Cancel the order' }));
    };

    await cancel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, try again');
    expect(screen.queryByText(RAW)).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel order' })).toBeEnabled());

    await cancel();
    expect(await screen.findByText('Cancelled', { selector: '.status-pill' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stored(order.id).events.filter((event) => event.name === 'cancelled')).toHaveLength(1);
  });

  it('sends a review once when the shopper presses Send review again', async () => {
    const user = userEvent.setup({ delay: null });
    const collected = getState('reference').mut.orders.find((o) => o.reference === 'ORD-001002')!;
    await renderApp({
      user: 'demo',
      supplier: SEA_POINT,
      route: `/orders/${collected.id}`,
      reviewAlreadyOffered: false,
    });
    const card = await screen.findByRole('region', { name: 'How was order ORD-001002?' });
    await user.click(within(card).getByRole('button', { name: '2 stars' }));
    const dialog = await screen.findByRole('dialog', { name: 'How was order ORD-001002?' });
    setScenario('lost_answer');
    await user.type(within(dialog).getByLabelText('What could we improve?'), 'Bring paper bags');

    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(GENERIC);
    expect(within(dialog).queryByText(RAW)).toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send review' })).toBeEnabled());

    await user.click(within(dialog).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Rate this order' })).toBeNull();
    expect(collected.review).toMatchObject({ rating: 2, comment: 'Bring paper bags' });
  });
});
