import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { useSuppliersStore } from '../../../src/stores/suppliers-store';
import { renderApp } from '../../support/render-app';

// Market mode's price comparison, through the whole app against the fake backend's marketplace:
// no shop chosen, the catalogue spans every shop, the basket holds several shops' offers, and the
// comparison moves it to the shop the shopper orders at.

const RICE_CRACKERS = 2070;

/** One tap adds a counted offer; a weighed one asks its amount in the panel first. */
async function addOffer(user: ReturnType<typeof userEvent.setup>, row: HTMLElement) {
  await user.click(within(row).getByRole('button', { name: /^Add .+ to the basket$/ }));
  const inBasket = () => within(row).queryByRole('group', { name: / in the basket$/ });
  await waitFor(() => expect(screen.queryByRole('dialog') ?? inBasket()).not.toBeNull());
  const dialog = screen.queryByRole('dialog');
  if (dialog) {
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
  expect(await within(row).findByRole('group', { name: / in the basket$/ })).toBeInTheDocument();
}

const offerRows = () =>
  within(screen.getByRole('region', { name: 'Offers' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li') as HTMLElement);

describe('price comparison (market mode, no shop chosen)', () => {
  it('shows every shop’s offers of a product, each naming its shop, cheapest first', async () => {
    await renderApp({ deployment: 'market', route: `/product/${RICE_CRACKERS}` });
    await screen.findByRole('heading', { level: 1, name: 'Rice crackers' });
    const shops = await screen.findAllByText(/^At /);
    expect(new Set(shops.map((shop) => shop.textContent)).size).toBeGreaterThan(1);
    const prices = offerRows().map((row) => Number(/R (\d+\.\d\d)/.exec(row.textContent ?? '')?.[1]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('fills one basket from two shops, then orders it at the shop the shopper picks on the comparison', async () => {
    const { router } = await renderApp({
      deployment: 'market',
      user: 'demo',
      route: `/product/${RICE_CRACKERS}`,
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: 'Rice crackers' });
    const [first, second] = offerRows();
    await addOffer(user, first!);
    await addOffer(user, second!);
    // No "replace the basket?" question: the comparison's basket holds any shop's offers.
    expect(useCartStore.getState().items.map((line) => line.supplier_id)).toHaveLength(2);

    await router.navigate('/basket');
    const lines = await screen.findByRole('list', { name: 'Items in your basket' });
    expect(within(lines).getAllByText(/^At /)).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Place order' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Compare prices and order' }));

    await screen.findByRole('heading', { level: 1, name: 'Compare basket' });
    const shops = await screen.findByRole('list', { name: 'Shops' });
    const cards = within(shops).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(1);
    expect(within(cards[0]!).getByText('Cheapest')).toBeInTheDocument();
    const chosen = within(cards[0]!).getByRole('heading', { level: 2 }).textContent ?? '';
    await user.click(within(cards[0]!).getByRole('button', { name: `Order here at ${chosen}` }));

    // The basket now holds that shop's own offer, the two picks of the same product merged.
    expect(await screen.findByText(`Your basket is now at ${chosen}.`)).toBeInTheDocument();
    expect(useSuppliersStore.getState().selected?.name).toBe(chosen);
    const moved = useCartStore.getState().items;
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ qty: 2, supplier_name: chosen });
    expect(screen.getByRole('link', { name: 'Place order' })).toBeInTheDocument();
  });
});
