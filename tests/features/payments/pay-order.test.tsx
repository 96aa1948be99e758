import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../src/api/schemas/order';
import { WRAP_UP_MS } from '../../../src/features/payments/components/attempt-view';
import { openTransaction } from '../../../src/mocks/db/payments';
import { getState, nextId } from '../../../src/mocks/db/state';
import type { StoredTransaction } from '../../../src/mocks/db/store-types';
import { useAccountStore } from '../../../src/stores/account-store';
import { usePaymentsStore, type PaymentAttempt } from '../../../src/domain/orders/payments-store';
import { SEA_POINT } from '../../support/fixtures';
import { orderOnScreen } from '../orders/order-on-screen';

// `/orders/{id}/pay` through the whole app against the fake backend: a payment already open at the
// server, leaving an open attempt for another way and coming back to it, an attempt the server has
// no record of, and a gateway return the shop is still confirming. The orders are Sea Point
// collection orders, which the shop lets the shopper pay by gateway, card or wallet.

const OPEN_TITLE = 'A payment is already open for this order: finish it, or cancel it first.';

/** The fake backend's transactions on the order. */
const transactionsOf = (order: Pick<Order, 'id'>): StoredTransaction[] =>
  getState('reference').mut.transactions.filter((tx) => tx.order_id === order.id);

/** A payment opened at the server by something other than this device (another browser, say). */
function openedElsewhere(order: Pick<Order, 'id'>, provider: string): StoredTransaction {
  const state = getState('reference');
  const stored = state.mut.orders.find((o) => o.id === order.id)!;
  return openTransaction(state, stored, nextId(state, 'transaction'), provider, undefined, null, new Date());
}

/** This device's attempt, as a redirect or reload finds it: in storage, read back into the store. */
async function storedAttempt(attempt: Omit<PaymentAttempt, 'userId' | 'supplier' | 'request' | 'startedAt'>) {
  const full: PaymentAttempt = {
    ...attempt,
    userId: useAccountStore.getState().account!.id,
    supplier: { id: SEA_POINT.id, api_endpoint: SEA_POINT.api_endpoint },
    request: null,
    startedAt: new Date().toISOString(),
  };
  localStorage.setItem(
    'storefront.payments',
    JSON.stringify({ state: { attempts: { [attempt.orderId]: full } }, version: 1 }),
  );
  await usePaymentsStore.persist.rehydrate();
}

/** The demo shopper with an order placed a moment ago at Sea Point, on its pay screen. */
const onPayScreen = (
  options: { before?: (order: Order) => void | Promise<void>; state?: Record<string, unknown> } = {},
) => orderOnScreen({ ...options, screen: 'pay' });

const user = () => userEvent.setup({ delay: null });

/** An alert on the page that says `text`. */
const alertSaying = (text: string | RegExp) =>
  waitFor(() => {
    const found = screen
      .getAllByRole('alert')
      .find((alert) =>
        typeof text === 'string' ? alert.textContent?.includes(text) : text.test(alert.textContent ?? ''),
      );
    expect(found, `an alert saying ${String(text)}`).toBeDefined();
    return found!;
  });

beforeEach(() => usePaymentsStore.setState({ attempts: {} }));
afterEach(() => vi.useRealTimers());

describe('a payment already open at the server', () => {
  it('is finished or cancelled first; once cancelled, paying by card opens exactly one new payment', async () => {
    let wallet!: StoredTransaction;
    const { order } = await onPayScreen({
      before: (placed) => void (wallet = openedElsewhere(placed, 'WALLET')),
    });
    const u = user();
    await u.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    await u.click(screen.getByRole('button', { name: /^Pay R/ }));

    const panel = await alertSaying(OPEN_TITLE);
    expect(panel).toHaveTextContent('Open payment: Mobile wallet app, pay now');
    expect(within(panel).getByRole('button', { name: 'Finish that payment' })).toBeInTheDocument();
    expect(transactionsOf(order)).toHaveLength(1);

    await u.click(within(panel).getByRole('button', { name: 'Cancel that payment' }));
    await screen.findByRole('radio', { name: 'Credit or debit card' });
    expect(screen.queryByText(OPEN_TITLE)).toBeNull();
    expect(wallet.status).toBe('cancelled');

    await u.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
    await u.click(screen.getByRole('button', { name: /^Pay R/ }));
    await screen.findByRole('heading', { name: 'Card details' });
    const made = transactionsOf(order).filter((tx) => tx.id !== wallet.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ provider: 'CARD', status: 'pending' });
  });
});

describe('paying another way', () => {
  it('shows the ways to pay without forgetting the open wallet payment, and goes back to it', async () => {
    const { order } = await onPayScreen();
    const u = user();
    await u.click(screen.getByRole('radio', { name: 'Mobile wallet app, pay now' }));
    await u.click(screen.getByRole('button', { name: /^Pay R/ }));
    const reference = (await screen.findByText(/^Payment reference: /)).textContent;
    expect(reference).toMatch(/^Payment reference: PAY-/);

    await u.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(await screen.findByRole('radio', { name: 'Credit or debit card' })).toBeInTheDocument();
    expect(screen.getByText(/^Your payment by Mobile wallet app, pay now is still open/)).toBeInTheDocument();
    expect(screen.queryByText(/^Payment reference: /)).toBeNull();
    const [wallet] = transactionsOf(order);
    expect(wallet).toMatchObject({ provider: 'WALLET', status: 'pending' });
    expect(usePaymentsStore.getState().attempts[order.id]?.transactionId).toBe(wallet!.id);

    await u.click(screen.getByRole('button', { name: 'Back to that payment' }));
    expect((await screen.findByText(/^Payment reference: /)).textContent).toBe(reference);
    expect(screen.queryByRole('radio', { name: 'Credit or debit card' })).toBeNull();
    expect(transactionsOf(order)).toHaveLength(1);
  });
});

describe('an attempt the shop has no record of', () => {
  it('says so with a way to the order, not an error', async () => {
    const { order, router } = await onPayScreen({
      before: (placed) =>
        storedAttempt({
          orderId: placed.id,
          provider: 'CARD',
          transactionId: 987_654,
          payRequestId: null,
          fromCheckout: false,
        }),
    });
    await alertSaying(/^The shop has no record of this payment/);
    const link = screen.getByRole('link', { name: 'Check the order' });
    expect(link).toHaveAttribute('href', `/orders/${order.id}`);
    expect(screen.queryByText(/Something went wrong/)).toBeNull();

    await user().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order.id}`));
    expect(usePaymentsStore.getState().attempts[order.id]).toBeUndefined();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });
});

describe('back from the gateway, not yet confirmed', () => {
  it('wraps up, then offers to check again and a way back to the order', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await onPayScreen({
      before: async (placed) => {
        const tx = openedElsewhere(placed, 'GATEWAY');
        await storedAttempt({
          orderId: placed.id,
          provider: 'GATEWAY',
          transactionId: tx.id,
          payRequestId: tx.provider_reference,
          fromCheckout: false,
        });
      },
      state: { returned: true },
    });
    expect(await screen.findByText('Wrapping up your payment…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back to the order' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(WRAP_UP_MS));
    expect(await screen.findByRole('button', { name: 'Check again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toBeInTheDocument();
    expect(screen.getByText('Wrapping up your payment…')).toBeInTheDocument();
  });
});
