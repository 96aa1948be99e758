import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';
import { cancel, presentPaidAmounts, rands, receive } from '../orders/order-money';
import { placeTestOrder } from '../orders/place-test-order';

// The checkout's outro speaks from the order as the supplier holds it when the outro opens, not
// from the copy the checkout hands over: a payment may land twice, or after the order was cancelled.

beforeEach(presentPaidAmounts);

/** Places an order, lets `meanwhile` change it at the shop, then ends the checkout on its outro. */
async function outroAfter(meanwhile: (order: Awaited<ReturnType<typeof placeTestOrder>>) => void) {
  const { router } = await renderApp({ user: 'demo', supplier: SEA_POINT, route: '/' });
  const order = await placeTestOrder();
  meanwhile(order);
  // As the payment step does: the order it placed goes along with the navigation.
  await act(() => router.navigate(`/checkout/complete/${order.id}`, { replace: true, state: { order } }));
  return order;
}

describe('checkout outro', () => {
  it('accepts an order paid twice and says what the shop owes back, with nothing left to pay', async () => {
    const order = await outroAfter((placed) => receive(placed, placed.total_in_cents + 2_000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order accepted' })).toBeInTheDocument();
    const total = rands(order.total_in_cents);
    expect(
      screen.getByText(
        `Paid ${rands(order.total_in_cents + 2_000)}, R 20.00 more than the order's ${total}. The shop owes you R 20.00.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/in cash/)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
    // One way to the order, not two buttons with different names that open the same page.
    const toOrder = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === `/orders/${order.id}`);
    expect(toOrder.map((link) => link.textContent)).toEqual(['Track your order']);
  });

  it('says what was paid and what is still to pay on an order part paid', async () => {
    const order = await outroAfter((placed) => receive(placed, 1_000));
    await screen.findByRole('heading', { level: 1, name: 'Order accepted' });
    const due = rands(order.total_in_cents - 1_000);
    expect(screen.getByText(`R 10.00 paid; ${due} still to pay`)).toBeInTheDocument();
    expect(screen.getByText(`Pay ${due} in cash when you collect your order.`)).toBeInTheDocument();
  });

  it('never calls an order accepted that the shop holds as cancelled, and names the refund', async () => {
    const order = await outroAfter((placed) => {
      receive(placed, placed.total_in_cents);
      cancel(placed);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order cancelled' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `This order was cancelled; the payment of ${rands(order.total_in_cents)} will be refunded by the shop.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/orders/${order.id}`,
    );
    expect(screen.queryByText(/Order accepted|Collect your order|to pay|in cash/)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Order cancelled/));
  });

  it('says a cancelled order nothing was paid for is cancelled, with no balance and no way to pay', async () => {
    const order = await outroAfter(cancel);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/orders/${order.id}`,
    );
    expect(screen.queryByText(/Order accepted|Collect your order|to pay|in cash|refund/)).toBeNull();
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
  });
});
