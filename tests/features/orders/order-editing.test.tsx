import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OfferSchema } from '../../../src/api/schemas/catalog';
import { advanceTime, setNow } from '../../../src/mocks/db/clock';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { useSuppliersStore } from '../../../src/stores/suppliers-store';
import { anOffer, KALK_BAY } from '../../support/fixtures';
import { orderOnScreen } from './order-on-screen';

// Order editing mode ('Add items' on an order) always has a way out: 'Stop adding items' on its
// banner and in the basket, the shop chosen before coming back; and it ends by itself, saying so
// once, when the order moves on. The basket is never touched by it.

const MINUTE = 60_000;
const user = () => userEvent.setup({ delay: null });
const banner = () => screen.queryByText(/^Updating order:/);
const menu = () => screen.queryByRole('button', { name: 'Menu' });
const alerts = () => useAlertsStore.getState().alerts.map((alert) => alert.message);

afterEach(() => setNow(null));

async function editing() {
  const app = await orderOnScreen();
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Add items' }));
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
  expect(banner()).toHaveTextContent(`Updating order: ${app.order.reference}`);
  expect(menu(), 'the menu gives way to the banner').toBeNull();
  return { ...app, u };
}

describe('order editing', () => {
  it("'Stop adding items' goes back to the order, with the menu back and the basket as it was", async () => {
    const app = await orderOnScreen({
      before: () => useCartStore.getState().setQty(OfferSchema.parse(anOffer({ id: 9002 })), 2),
    });
    const before = useCartStore.getState().items;
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add items' }));
    await waitFor(() => expect(banner()).not.toBeNull());

    await u.click(screen.getByRole('button', { name: 'Stop adding items' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/orders/${app.order.id}`));
    expect(banner()).toBeNull();
    expect(menu()).not.toBeNull();
    expect(useCartStore.getState().items).toEqual(before);
  });

  it('gives the basket its own way out', async () => {
    const app = await editing();
    await act(() => app.router.navigate('/basket'));
    const main = await screen.findByRole('main');
    await app.u.click(await within(main).findByRole('button', { name: 'Stop adding items' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/orders/${app.order.id}`));
    expect(banner()).toBeNull();
  });

  it('brings back the shop chosen before editing began', async () => {
    // Browsing another branch when the shopper opened the order.
    const app = await orderOnScreen({ before: () => useSuppliersStore.getState().select(KALK_BAY) });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add items' }));
    await waitFor(() => expect(banner()).not.toBeNull());
    expect(useSuppliersStore.getState().selected?.id).not.toBe(KALK_BAY.id);

    await u.click(screen.getByRole('button', { name: 'Stop adding items' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(`/orders/${app.order.id}`));
    expect(useSuppliersStore.getState().selected).toEqual(KALK_BAY);
  });

  it('ends by itself, saying so once, when the order moves on while the shopper browses', async () => {
    setNow(new Date());
    const app = await editing();
    // The shop gets the order ready for collection: it can no longer take items.
    advanceTime(4 * MINUTE);
    await act(() => app.router.navigate('/search'));
    await waitFor(() => expect(banner()).toBeNull());
    expect(menu()).not.toBeNull();
    const said = `Order ${app.order.reference} can no longer be changed, so adding items to it has stopped.`;
    expect(alerts().filter((message) => message === said)).toHaveLength(1);
    await act(() => app.router.navigate('/'));
    expect(alerts().filter((message) => message === said)).toHaveLength(1);
  });
});
