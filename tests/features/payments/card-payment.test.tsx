import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/schemas/order';
import { handlers } from '../../../src/mocks/handlers/all';
import { getState } from '../../../src/mocks/db/state';
import { usePaymentsStore } from '../../../src/domain/orders/payments-store';
import { server } from '../../support/msw';
import { orderOnScreen } from '../orders/order-on-screen';

// Paying an order by card on `/orders/{id}/pay`, through the whole app: the card goes to the fake
// card provider for a token, the fake shop charges it. A charge whose answer is lost is asked
// about, never called a failure; a declined one offers the ways on.

const FAILED = 'Payment failed, try again';

const transactionsOf = (order: Pick<Order, 'id'>) =>
  getState('reference').mut.transactions.filter((tx) => tx.order_id === order.id);

const stops: (() => void)[] = [];

/** Whether `text` was on the page at any moment since the call, so a message that only flashed counts. */
function everShown(text: string): () => boolean {
  let seen = document.body.textContent?.includes(text) ?? false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  stops.push(() => observer.disconnect());
  return () => seen || (document.body.textContent?.includes(text) ?? false);
}

beforeEach(() => usePaymentsStore.setState({ attempts: {} }));
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The demo shopper's new Sea Point order, its card payment opened, the card form on screen. */
async function onCardForm() {
  const app = await orderOnScreen({ screen: 'pay' });
  const u = userEvent.setup({ delay: null });
  await u.click(screen.getByRole('radio', { name: 'Credit or debit card' }));
  await u.click(screen.getByRole('button', { name: /^Pay R/ }));
  const form = await screen.findByRole('form', { name: 'Card details' });
  return { ...app, form, u };
}

async function payWithCard(u: ReturnType<typeof userEvent.setup>, form: HTMLElement, number: string) {
  await u.type(within(form).getByRole('textbox', { name: 'Card number' }), number);
  await u.type(within(form).getByRole('textbox', { name: 'Expiry date' }), '12/39');
  await u.type(within(form).getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await u.click(within(form).getByRole('button', { name: /^Pay R/ }));
}

describe('a card charge whose answer was lost', () => {
  it('asks the shop and says the payment was received, never that it failed', async () => {
    const { order, form, u } = await onCardForm();
    let lost = 0;
    server.use(
      http.post(
        '*/api/v1/orders/:order_id/transactions/:id/card',
        async ({ request }) => {
          lost += 1;
          await getResponse(handlers, request.clone());
          return HttpResponse.json({ status: 'error', message: 'Internal server error' }, { status: 500 });
        },
        { once: true },
      ),
    );
    const failed = everShown(FAILED);
    await payWithCard(u, form, '4242 4242 4242 4242');

    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(lost).toBe(1);
    expect(failed()).toBe(false);
    const [card] = transactionsOf(order);
    expect(transactionsOf(order)).toHaveLength(1);
    expect(card).toMatchObject({ provider: 'CARD', status: 'paid' });
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/orders/${order.id}`,
    );
  });
});

describe('a declined card', () => {
  it('says so and offers to try again, to choose another way and to go back to the order', async () => {
    const { order, form, u } = await onCardForm();
    await payWithCard(u, form, '4000 0000 0000 0002');

    // Said at once, in the shop's error box, which takes focus.
    const declined = (await screen.findByText('Provider declined payment')).closest('[role="alert"]');
    expect(declined).toHaveClass('payment-error');
    expect(declined).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another way to pay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/orders/${order.id}`,
    );
    expect(transactionsOf(order)[0]).toMatchObject({ provider: 'CARD', status: 'declined' });

    await u.click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    expect(await screen.findByRole('radio', { name: 'Credit or debit card' })).toBeInTheDocument();
  });
});
