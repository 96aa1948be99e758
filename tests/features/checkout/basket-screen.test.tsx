import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../src/lib/money';
import type { SeedOffer } from '../../../src/mocks/db/seed/types';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { useOrdersStore } from '../../../src/domain/orders/editing-store';
import { fillBasket, lineOf, openBasket, seaPointOffers } from '../../support/basket';
import { KHAYA_FRESH } from '../../support/fake-backend';

// The basket as a signed-out shopper at Sea Point sees it: lines, quantities, remove, clear, empty.

let counted: SeedOffer;
let perKg: SeedOffer;
beforeEach(() => {
  [counted] = seaPointOffers('counted') as [SeedOffer];
  [perKg] = seaPointOffers('per_kg') as [SeedOffer];
});

const lineItem = (name: string) => {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (!item) throw new Error(`no line for ${name}`);
  return item;
};
/** The value of a label: value pair (a <dt> and its <dd>). */
const valueOf = (label: string, root: HTMLElement = document.body) =>
  within(root).getByText(label, { selector: 'dt' }).nextElementSibling;
const money = (cents: number) => formatMoney(cents);

describe('basket screen', () => {
  it('shows an empty basket with a way back to the shop', async () => {
    await openBasket();
    expect(screen.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
    expect(screen.getByText('This is an empty cart')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: 'Items in your basket' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('lists each line with unit price, stepper, remove and total, and the subtotal', async () => {
    fillBasket(lineOf(counted, 2), lineOf(perKg, 0.25));
    const { picksChecked } = await openBasket();
    const list = screen.getByRole('list', { name: 'Items in your basket' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const first = lineItem(counted.name);
    expect(valueOf('Unit price', first)).toHaveTextContent(money(counted.price_in_cents));
    expect(within(first).getByRole('status', { name: `Quantity of ${counted.name}` })).toHaveTextContent('2');
    expect(valueOf('Item total', first)).toHaveTextContent(money(counted.price_in_cents * 2));
    expect(
      within(first).getByRole('button', { name: `Remove ${counted.name} from the basket` }),
    ).toBeVisible();

    const weighed = lineItem(perKg.name);
    expect(valueOf('Unit price', weighed)).toHaveTextContent(`${money(perKg.price_in_cents)} / kg`);
    expect(within(weighed).getByRole('status', { name: `Quantity of ${perKg.name}` })).toHaveTextContent(
      '0.250 kg',
    );
    // At the minimum the minus button stays pressable: it takes the line out, with Undo
    // (basket-compact.test.tsx).
    expect(
      within(weighed).getByRole('button', { name: `Decrease quantity of ${perKg.name}` }),
    ).toHaveAttribute('aria-disabled', 'false');
    const perKgTotal = Math.round(perKg.price_in_cents * 0.25);
    expect(valueOf('Subtotal')).toHaveTextContent(money(counted.price_in_cents * 2 + perKgTotal));
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    await picksChecked();
  });

  it('steps quantities (per-kg lines in kg) and updates the line total and subtotal', async () => {
    const user = userEvent.setup();
    fillBasket(lineOf(counted, 1), lineOf(perKg, 0.25));
    const { picksChecked } = await openBasket();
    const first = lineItem(counted.name);
    await user.click(within(first).getByRole('button', { name: `Increase quantity of ${counted.name}` }));
    expect(within(first).getByRole('status', { name: `Quantity of ${counted.name}` })).toHaveTextContent('2');
    expect(valueOf('Item total', first)).toHaveTextContent(money(counted.price_in_cents * 2));

    const weighed = lineItem(perKg.name);
    await user.click(within(weighed).getByRole('button', { name: `Increase quantity of ${perKg.name}` }));
    const weight = within(weighed).getByRole('status', { name: `Quantity of ${perKg.name}` });
    expect(weight).toHaveTextContent('0.300 kg');
    const decrease = within(weighed).getByRole('button', { name: `Decrease quantity of ${perKg.name}` });
    expect(decrease).toHaveAttribute('aria-disabled', 'false');
    expect(valueOf('Subtotal')).toHaveTextContent(
      money(counted.price_in_cents * 2 + Math.round(perKg.price_in_cents * 0.3)),
    );
    // The basket keeps the price each line was added at.
    expect(useCartStore.getState().items.map((line) => [line.qty, line.price_in_cents])).toEqual([
      [2, counted.price_in_cents],
      [0.3, perKg.price_in_cents],
    ]);

    await user.click(decrease);
    expect(weight).toHaveTextContent('0.250 kg');
    await picksChecked();
  });

  it('removes a line, says so and keeps the rest', async () => {
    const user = userEvent.setup();
    fillBasket(lineOf(counted, 1), lineOf(perKg, 0.5));
    const { picksChecked } = await openBasket();
    await user.click(screen.getByRole('button', { name: `Remove ${counted.name} from the basket` }));
    expect(screen.queryByRole('heading', { name: counted.name })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Items in your basket' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    // Said in a toast, with Undo (basket-compact.test.tsx).
    expect(
      screen.getByText(`${counted.name} was removed from your basket.`).closest('[role]'),
    ).toHaveAttribute('role', 'status');
    expect(valueOf('Subtotal')).toHaveTextContent(money(Math.round(perKg.price_in_cents * 0.5)));
    expect(screen.getByRole('heading', { level: 1, name: 'Basket' })).toHaveFocus();
    await picksChecked();
  });

  it('clears the basket only after the shopper confirms', async () => {
    const user = userEvent.setup();
    fillBasket(lineOf(counted, 1), lineOf(perKg, 0.5));
    const { picksChecked } = await openBasket();
    await picksChecked();

    await user.click(screen.getByRole('button', { name: 'Clear basket' }));
    let dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Remove every item from your basket?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useCartStore.getState().items).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Clear basket' }));
    dialog = screen.getByRole('dialog', { name: 'Please confirm' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear basket' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('This is an empty cart')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Your basket is now empty.');
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('offers Place order on to checkout, once signed in (account-required.test.tsx: before)', async () => {
    const user = userEvent.setup();
    fillBasket(lineOf(counted, 1));
    const { router, picksChecked } = await openBasket({ user: 'demo' });
    await picksChecked();
    const placeOrder = screen.getByRole('link', { name: 'Place order' });
    expect(placeOrder).toHaveAttribute('href', '/checkout/dispatch');
    await user.click(placeOrder);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/dispatch'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection or delivery' })).toBeVisible();
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('names the order being edited', async () => {
    useOrdersStore.getState().startEditing({ orderId: 1042, reference: 'SP-1042' });
    fillBasket(lineOf(counted, 1));
    const { picksChecked } = await openBasket();
    expect(screen.getByText('Updating order: SP-1042')).toBeVisible();
    await picksChecked();
  });

  it('does not offer price comparison in agency mode', async () => {
    fillBasket(lineOf(counted, 1));
    const { picksChecked } = await openBasket();
    await picksChecked();
    expect(screen.queryByRole('link', { name: 'Compare prices' })).not.toBeInTheDocument();
  });

  it('links to price comparison in market mode', async () => {
    fillBasket(lineOf(counted, 1));
    const { picksChecked } = await openBasket({ deployment: 'market', supplier: KHAYA_FRESH });
    expect(screen.getByRole('link', { name: 'Compare prices' })).toHaveAttribute('href', '/basket/compare');
    await picksChecked();
  });
});
