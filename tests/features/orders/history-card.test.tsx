import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/schemas/order';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { formatMoney } from '../../../src/lib/money';
import { usePreferencesStore } from '../../../src/stores/preferences-store';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';
import { placeTestOrder } from './place-test-order';

// A card of the order history (issue 39): the shop, when the order is collected (the slot's time,
// not only its day), the total, a few of its items' pictures, the link to the order, and a
// Reorder that works as the order page's does.

async function historyWith(count: number) {
  let placed!: Order;
  const app = await renderApp({
    user: 'demo',
    supplier: SEA_POINT,
    route: '/',
    before: async () => {
      placed = await placeTestOrder({ count });
    },
  });
  await act(() => app.router.navigate('/orders'));
  const list = await screen.findByRole('list', { name: 'Your orders' });
  const card = within(list)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByRole('link', { name: `Order ${placed.reference}` }))!;
  return { ...app, placed, card };
}

describe('order history card', () => {
  it('shows the shop, the collection slot with its time, the total and at most four pictures', async () => {
    const { placed, card } = await historyWith(6);
    expect(within(card).getByText(SEA_POINT.name)).toBeInTheDocument();
    // The slot as the shop wrote it ('14 Apr 2026, 11:30'), time included.
    expect(placed.formatted_collection_date).toMatch(/\d\d:\d\d – \d\d:\d\d$/);
    expect(within(card).getByText(`Collection · ${placed.formatted_collection_date}`)).toBeInTheDocument();
    expect(within(card).getByText('Total').nextSibling).toHaveTextContent(formatMoney(placed.total_in_cents));

    const withPictures = placed.order_items.filter((item) => item.image_url).length;
    expect(withPictures).toBeGreaterThan(4);
    const pictures = card.querySelectorAll('img');
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) {
      // Decorative, lazy, and boxed at a fixed size so nothing moves as it arrives.
      expect(picture).toHaveAttribute('alt', '');
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('width', '40');
      expect(picture).toHaveAttribute('height', '40');
    }
    expect(within(card).getByRole('link', { name: `Order ${placed.reference}` })).toHaveAttribute(
      'href',
      `/orders/${placed.id}`,
    );
  });

  it('shows no pictures on a data-light visit', async () => {
    usePreferencesStore.getState().setDataLight(true);
    const { card } = await historyWith(2);
    expect(card.querySelectorAll('img')).toHaveLength(0);
  });

  it('shows a seeded order the shop gave no slot time for by its day', async () => {
    await historyWith(1);
    const list = screen.getByRole('list', { name: 'Your orders' });
    const collected = within(list)
      .getAllByRole('listitem')
      .find((row) => within(row).queryByRole('link', { name: 'Order ORD-001002' }))!;
    expect(within(collected).getByText(/^Collection · \d\d \w{3} \d{4}$/)).toBeInTheDocument();
  });

  it('puts the order’s items in the basket with Reorder, as the order page does', async () => {
    const { placed, card, router } = await historyWith(2);
    useCartStore.getState().clear();
    await userEvent.click(within(card).getByRole('button', { name: `Reorder ${placed.reference}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'));
    expect(await screen.findByText(new RegExp(`2 items from order ${placed.reference}`))).toBeInTheDocument();
    const basket = useCartStore.getState().items;
    expect(basket.map((line) => [line.offer_id, line.qty])).toEqual(
      placed.order_items.map((item) => [item.offer_id, item.qty_ordered]),
    );
  });
});
