import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/schemas/order';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';
import { cancel, presentPaidAmounts, rands, receive } from './order-money';
import { placeTestOrder } from './place-test-order';

// How an order's money stands, on the order page and in the order list: paid twice, part paid,
// cancelled after a payment and cancelled unpaid. The orders are cash orders (paid at collection)
// the shop has received money for already, as its payments would leave them.

beforeEach(presentPaidAmounts);

async function placeOrder(): Promise<Order> {
  await renderApp({ user: 'demo', supplier: SEA_POINT, route: '/' });
  return placeTestOrder();
}

async function openOrder(order: Order) {
  await renderApp({ user: 'demo', supplier: SEA_POINT, route: `/orders/${order.id}` });
  await screen.findByRole('heading', { level: 1, name: `Order ${order.reference}` });
}

/** Neither a balance still to pay nor any way to pay: the shopper owes nothing. */
function expectNothingToPay() {
  expect(screen.queryByText('Still to pay')).toBeNull();
  expect(screen.queryByText(/still to pay/)).toBeNull();
  expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
}

describe('order page', () => {
  it('says what the shop owes back on an order paid twice', async () => {
    const order = await placeOrder();
    const total = order.total_in_cents;
    receive(order, total * 2);
    await openOrder(order);
    expect(
      screen.getByText(
        `Paid ${rands(total * 2)}, ${rands(total)} more than the order's ${rands(total)}. The shop owes you ${rands(total)}.`,
      ),
    ).toBeInTheDocument();
    expectNothingToPay();
  });

  it('says what was paid and what is still to pay on an order part paid, with the way to pay it', async () => {
    const order = await placeOrder();
    receive(order, 1_000);
    const due = rands(order.total_in_cents - 1_000);
    await openOrder(order);
    expect(screen.getByText(`R 10.00 paid; ${due} still to pay`)).toBeInTheDocument();
    expect(screen.getByText('Still to pay').nextSibling).toHaveTextContent(due);
    expect(screen.getByRole('link', { name: `Pay ${due}` })).toHaveAttribute(
      'href',
      `/orders/${order.id}/pay`,
    );
  });

  it('says a cancelled order’s payment will be refunded, with no balance and no way to pay', async () => {
    const order = await placeOrder();
    receive(order, 1_000);
    cancel(order);
    await openOrder(order);
    expect(screen.getByText('Cancelled', { selector: '.status-pill' })).toBeInTheDocument();
    expect(
      screen.getByText('This order was cancelled; the payment of R 10.00 will be refunded by the shop.'),
    ).toBeInTheDocument();
    expectNothingToPay();
  });

  it('shows a cancelled order nothing was paid for with no balance, no way to pay and no refund', async () => {
    const order = await placeOrder();
    cancel(order);
    await openOrder(order);
    expect(screen.getByText('Cancelled', { selector: '.status-pill' })).toBeInTheDocument();
    // The receipt is there, total and all; only what is owed is gone.
    expect(screen.getByText('Total').nextSibling).toHaveTextContent(rands(order.total_in_cents));
    expectNothingToPay();
    expect(screen.queryByText(/refund/)).toBeNull();
  });
});

describe('order list', () => {
  it('says in each order’s row how its money stands', async () => {
    const overpaid = await placeOrder();
    receive(overpaid, overpaid.total_in_cents + 2_000);
    const partPaid = await placeTestOrder();
    receive(partPaid, 1_000);
    const refunded = await placeTestOrder();
    receive(refunded, refunded.total_in_cents);
    cancel(refunded);
    const unpaid = await placeTestOrder();
    cancel(unpaid);

    await renderApp({ user: 'demo', supplier: SEA_POINT, route: '/orders' });
    const list = await screen.findByRole('list', { name: 'Your orders' });
    const row = (order: Order) =>
      within(list)
        .getByRole('link', { name: `Order ${order.reference}` })
        .closest('li')!;
    expect(row(overpaid)).toHaveTextContent(
      `Paid ${rands(overpaid.total_in_cents + 2_000)}, R 20.00 more than the order's ${rands(overpaid.total_in_cents)}. The shop owes you R 20.00.`,
    );
    expect(row(partPaid)).toHaveTextContent(
      `R 10.00 paid; ${rands(partPaid.total_in_cents - 1_000)} still to pay`,
    );
    expect(row(refunded)).toHaveTextContent(
      `This order was cancelled; the payment of ${rands(refunded.total_in_cents)} will be refunded by the shop.`,
    );
    expect(row(unpaid)).not.toHaveTextContent(/refund|to pay/);
  });
});
