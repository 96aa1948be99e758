import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Supplier } from '../../src/api/schemas/supplier';
import { OfferSchema } from '../../src/api/schemas/catalog';
import { useChooseSupplier } from '../../src/app/layout/use-choose-supplier';
import { createQueryClient } from '../../src/lib/query-client';
import { initI18n } from '../../src/lib/i18n';
import { useCartStore } from '../../src/domain/basket/cart-store';
import { useDialogsStore } from '../../src/stores/dialogs-store';
import { useSuppliersStore } from '../../src/stores/suppliers-store';
import { anOffer, OBSERVATORY, SEA_POINT } from '../support/fixtures';

// The four ways a shopper changes shop (spec: the basket empties only for a *different* supplier,
// and only after the shopper agrees; decision 004).

const chooser = { choose: async (_supplier: Supplier | null): Promise<void> => undefined };
const choose = (supplier: Supplier | null) => chooser.choose(supplier);
function Chooser() {
  const chooseSupplier = useChooseSupplier();
  useEffect(() => {
    chooser.choose = chooseSupplier;
  }, [chooseSupplier]);
  return null;
}

function mount() {
  const router = createMemoryRouter([{ path: '*', element: <Chooser /> }], {
    initialEntries: ['/category/101'],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const asSupplier = (shop: typeof SEA_POINT) => ({ ...shop }) as unknown as Supplier;
const basketOffers = () => useCartStore.getState().items.map((item) => item.offer_id);
const asked = () => useDialogsStore.getState().confirm !== null;

beforeEach(() => {
  initI18n();
  useSuppliersStore.getState().select(SEA_POINT);
  useCartStore.getState().setQty(OfferSchema.parse(anOffer({ id: 5001 })), 2);
  useCartStore.getState().setQty(OfferSchema.parse(anOffer({ id: 5002 })), 1);
});

describe('choosing a shop', () => {
  it('keeps the basket when the same shop is chosen again after Home', async () => {
    const router = mount();
    useSuppliersStore.getState().clear(); // the supplier bar's Home button
    await act(() => choose(asSupplier(SEA_POINT)));
    expect(asked()).toBe(false);
    expect(basketOffers()).toEqual([5001, 5002]);
    expect(useSuppliersStore.getState().selected?.id).toBe(14);
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks before another shop empties the basket, and keeps it on Cancel', async () => {
    mount();
    const choosing = choose(asSupplier(OBSERVATORY));
    await waitFor(() => expect(asked()).toBe(true));
    act(() => useDialogsStore.getState().settleConfirm(false));
    await act(() => choosing);
    expect(basketOffers()).toEqual([5001, 5002]);
    expect(useSuppliersStore.getState().selected?.id).toBe(14);

    const again = choose(asSupplier(OBSERVATORY));
    await waitFor(() => expect(asked()).toBe(true));
    act(() => useDialogsStore.getState().settleConfirm(true));
    await act(() => again);
    expect(basketOffers()).toEqual([]);
    expect(useSuppliersStore.getState().selected?.id).toBe(15);
  });

  it('keeps the basket whole for price comparison', async () => {
    mount();
    await act(() => choose(null));
    expect(asked()).toBe(false);
    expect(basketOffers()).toEqual([5001, 5002]);
    expect(useSuppliersStore.getState().selected).toBeNull();
  });

  it('from price comparison, keeps the lines the chosen shop sells and drops the others after asking', async () => {
    // A compared basket holds offers of several shops.
    const observatory = { id: 15, name: OBSERVATORY.name, image_url: null };
    useCartStore.getState().setQty(OfferSchema.parse(anOffer({ id: 6001, supplier: observatory })), 1);
    mount();
    await act(() => choose(null));
    const choosing = choose(asSupplier(OBSERVATORY));
    await waitFor(() => expect(asked()).toBe(true));
    act(() => useDialogsStore.getState().settleConfirm(true));
    await act(() => choosing);
    expect(basketOffers()).toEqual([6001]);
    expect(useSuppliersStore.getState().selected?.id).toBe(15);
  });
});
