// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CartValidationResponseSchema } from '../../src/api/schemas/cart.ts';
import { OrderResponseSchema } from '../../src/api/schemas/order.ts';
import { TransactionResponseSchema } from '../../src/api/schemas/payment.ts';
import { DEBTOR_LOGIN, DEBTOR_PASSWORD } from '../../src/mocks/db/seed/accounts.ts';
import { basketOffers, firstSlot, ok, registerBody, signIn, withFreshBackend } from './handlers-helpers.ts';

// The total the confirmation step shows (the supplier's check of the basket with the shopper's
// choices) is the amount the order asks for and the payment provider is asked to take, to the
// cent, for every mix of bags, delivery, store credit and a discount code. The demo shopper holds
// R25 of store credit, which checkout spends; the caterer holds none.

withFreshBackend();

const S = '/market/s/khaya-fresh/api/v1';
// Inside Khaya Fresh's delivery area (its own seed test uses the same address).
const ADDRESS = { formatted: '21 Lwandle Road, Khayelitsha, Cape Town', latitude: -34.035, longitude: 18.66 };

const combinations = [false, true].flatMap((bags) =>
  [false, true].flatMap((deliver) =>
    [false, true].flatMap((credit) => [false, true].map((discount) => ({ bags, deliver, credit, discount }))),
  ),
);

describe('the confirmation total is the charge', () => {
  it.each(combinations)('%o', async (choice) => {
    const session = choice.credit
      ? await signIn('market')
      : await signIn('market', DEBTOR_LOGIN, DEBTOR_PASSWORD);
    const { regular } = await basketOffers();
    // Nine cheap lines: two bags (one per eight lines), and under the free-delivery threshold.
    const cheapest = [...regular].sort((a, b) => a.price_in_cents - b.price_in_cents).slice(0, 9);
    const items = cheapest.map((offer) => ({ offer_id: offer.id, qty: 1 }));
    const slot = await firstSlot(choice.deliver);
    const dispatch = choice.deliver
      ? {
          requires_shipping: true,
          dispatch: 'deliver',
          shipping_provider: 'PICUP',
          shipping_address: ADDRESS,
          collection_date: slot.slice(0, 10),
        }
      : { collection_date: slot.slice(0, 10) };
    const discount_code = choice.discount ? 'ZEROWASTE10' : null;

    const { validation } = await ok(CartValidationResponseSchema, 'POST', `${S}/cart/validate`, {
      token: session.token,
      body: {
        user: { id: session.user.id, login: session.user.login },
        cart: {
          items,
          requires_shipping: choice.deliver,
          shipping_provider: choice.deliver ? 'PICUP' : null,
          shipping_lat: choice.deliver ? ADDRESS.latitude : null,
          shipping_lon: choice.deliver ? ADDRESS.longitude : null,
          supplier_id: 21,
          discount_code,
          collection_date: dispatch.collection_date,
          requires_bags: choice.bags,
        },
      },
    });
    expect(validation.dispatch_error).toBeNull();
    expect(validation.bag_qty).toBe(choice.bags ? 2 : 0);
    expect(validation.discount_in_cents > 0).toBe(choice.discount);
    expect(validation.shipping_cost_in_cents > 0).toBe(choice.deliver);
    expect(validation.credit_in_cents > 0).toBe(choice.credit);
    // The shown rows add up to the shown total.
    expect(
      validation.subtotal_in_cents -
        validation.discount_in_cents +
        validation.shipping_cost_in_cents +
        (validation.bag_total_in_cents ?? 0) -
        validation.credit_in_cents,
    ).toBe(validation.total_in_cents);

    const { order } = await ok(OrderResponseSchema, 'POST', `${S}/orders/register`, {
      token: session.token,
      body: registerBody(session.user, items, {
        ...dispatch,
        discount_code,
        requires_bags: choice.bags,
        // As checkout sends it: the credit the check spent.
        credit_in_cents: validation.credit_in_cents,
      }),
    });
    expect(order.total_in_cents).toBe(validation.total_in_cents);
    expect(order.bag_total_in_cents ?? 0).toBe(validation.bag_total_in_cents ?? 0);
    expect(order.payable_balance_in_cents).toBe(order.total_in_cents);

    const { transaction } = await ok(
      TransactionResponseSchema,
      'POST',
      `${S}/orders/${order.id}/transactions`,
      {
        token: session.token,
        body: { provider: 'GATEWAY', return_url: 'https://shop.test/checkout/return' },
      },
    );
    expect(transaction.amount_in_cents).toBe(order.total_in_cents);
  });
});
