import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/lib/money';
import type { SeedOffer } from '../../../src/mocks/db/seed/types';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { useCheckoutStore } from '../../../src/domain/checkout/checkout-store';
import { countRequests, fillBasket, lineOf, openBasket, seaPointOffers, sellOut } from '../../support/basket';
import { server } from '../../support/msw';

// What the supplier says about the basket: stock and prices (validate_picks, no sign-in needed) and,
// for a signed-in shopper, the delivery fee (cart/validate with the checkout choices).

let offers: SeedOffer[];
beforeEach(() => {
  offers = seaPointOffers('counted');
});

const offer = (index: number) => {
  const found = offers[index];
  if (!found) throw new Error(`no Sea Point offer ${index}`);
  return found;
};
const lineItem = (name: string) => {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no line for ${name}`);
  return item;
};
const valueOf = (label: string, root: HTMLElement = document.body) =>
  within(root).getByText(label, { selector: 'dt' }).nextElementSibling;
const money = (cents: number) => formatMoney(cents);

describe('stock and price check', () => {
  it('tags out-of-stock and repriced lines, leaves the first out of the subtotal', async () => {
    const [gone, repriced, fine] = [offer(0), offer(1), offer(2)];
    sellOut(gone);
    fillBasket(lineOf(gone, 1), lineOf(repriced, 2, repriced.price_in_cents - 100), lineOf(fine, 1));
    const { picksChecked } = await openBasket();
    // Before the answer: the prices the shopper saw.
    expect(valueOf('Subtotal')).toHaveTextContent(
      money(gone.price_in_cents + (repriced.price_in_cents - 100) * 2 + fine.price_in_cents),
    );

    expect(await within(lineItem(gone.name)).findByText('Out of stock')).toBeVisible();
    const changed = lineItem(repriced.name);
    expect(within(changed).getByText('Price changed')).toBeVisible();
    expect(valueOf('Unit price', changed)).toHaveTextContent(`Now ${money(repriced.price_in_cents)}`);
    expect(valueOf('Item total', changed)).toHaveTextContent(money(repriced.price_in_cents * 2));
    expect(within(lineItem(fine.name)).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(within(lineItem(fine.name)).queryByText('Price changed')).not.toBeInTheDocument();
    expect(valueOf('Subtotal')).toHaveTextContent(money(repriced.price_in_cents * 2 + fine.price_in_cents));
    expect(screen.getByText('Out-of-stock items are not counted in the subtotal.')).toBeVisible();
    await picksChecked();
  });

  it('asks again once the shopper stops stepping, not once per press', async () => {
    const user = userEvent.setup();
    const line = offer(2);
    fillBasket(lineOf(line, 1), lineOf(offer(3), 1));
    const { picksChecked } = await openBasket();
    await picksChecked();
    const asked = countRequests('/offers/validate_picks');
    const more = within(lineItem(line.name)).getByRole('button', {
      name: `Increase quantity of ${line.name}`,
    });
    for (let press = 0; press < 5; press += 1) await user.click(more);
    expect(valueOf('Item total', lineItem(line.name))).toHaveTextContent(money(line.price_in_cents * 6));
    // Answered once, and that one ask was all the five presses made.
    await waitFor(() => expect(asked.answered()).toBe(1));
    expect(asked.started()).toBe(1);
  });

  it('removes out-of-stock lines on Place order, says so and goes on to checkout', async () => {
    const user = userEvent.setup();
    const [first, second, fine] = [offer(0), offer(1), offer(2)];
    sellOut(first);
    sellOut(second);
    fillBasket(lineOf(first, 1), lineOf(fine, 1), lineOf(second, 3));
    const { router } = await openBasket({ user: 'demo' });
    await within(lineItem(second.name)).findByText('Out of stock');

    await user.click(screen.getByRole('link', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/dispatch'));
    // The shell's alerts region announces it (the dispatch step shows its own Loading… status too).
    const removed = screen.getByText('2 out-of-stock items were removed').closest('[role="status"]');
    expect(removed).toHaveTextContent('2 out-of-stock items were removed');
    expect(useCartStore.getState().items.map((line) => line.offer_id)).toEqual([fine.id]);
  });

  it('stays on the emptied basket when every line was out of stock', async () => {
    const user = userEvent.setup();
    const gone = offer(0);
    sellOut(gone);
    fillBasket(lineOf(gone, 1));
    const { router } = await openBasket({ user: 'demo' });
    await screen.findByText('Out of stock');

    await user.click(screen.getByRole('link', { name: 'Place order' }));
    expect(screen.getByText('1 out-of-stock item was removed')).toBeVisible();
    expect(screen.getByText('This is an empty cart')).toBeVisible();
    expect(router.state.location.pathname).toBe('/basket');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('says when stock and prices could not be checked', async () => {
    server.use(
      http.post('*/api/v1/offers/validate_picks', () =>
        HttpResponse.json({ status: 'error', messages: [] }, { status: 503 }),
      ),
    );
    fillBasket(lineOf(offer(0), 1));
    await openBasket();
    expect(
      await screen.findByText('Stock and prices could not be checked just now; checkout checks them again.'),
    ).toBeVisible();
  });
});

describe('delivery', () => {
  it('is worked out at checkout for a signed-out shopper, without asking the supplier', async () => {
    const validations = countRequests('/cart/validate');
    fillBasket(lineOf(offer(0), 1));
    const { picksChecked } = await openBasket();
    expect(valueOf('Delivery')).toHaveTextContent('Delivery is worked out at checkout');
    await picksChecked();
    expect(validations.started()).toBe(0);
  });

  it('shows Calculating delivery… and then the supplier’s fee for a signed-in shopper', async () => {
    fillBasket(lineOf(offer(0), 1));
    const { picksChecked } = await openBasket({
      user: 'demo',
      before: () => useCheckoutStore.getState().setRequiresShipping(true),
    });
    expect(valueOf('Delivery')).toHaveTextContent('Calculating delivery…');
    // Sea Point charges R 45.00 to deliver a basket under R 500.
    expect(await screen.findByText('R 45.00')).toBe(valueOf('Delivery'));
    await picksChecked();
  });

  it('before a delivery choice says it is worked out at checkout, never Free', async () => {
    fillBasket(lineOf(offer(0), 1));
    const { picksChecked } = await openBasket({ user: 'demo' });
    await picksChecked();
    expect(valueOf('Delivery')).toHaveTextContent('Delivery is worked out at checkout');
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('after choosing to collect says there is no delivery', async () => {
    fillBasket(lineOf(offer(0), 1));
    const { picksChecked } = await openBasket({
      user: 'demo',
      before: () => useCheckoutStore.getState().patch({ dispatch: 'collect' }),
    });
    await picksChecked();
    expect(valueOf('Delivery')).toHaveTextContent('None: you collect the order');
  });
});
