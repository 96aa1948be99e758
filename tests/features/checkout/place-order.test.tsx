import type { Order } from '../../../src/api/schemas/order';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { timeslotsApi } from '../../../src/api/operations/timeslots';
import { OfferSchema } from '../../../src/api/schemas/catalog';
import { registerBody, usePlaceOrder, usePlaceOrderOnce } from '../../../src/features/checkout/place-order';
import { configureAnalytics, onTrack } from '../../../src/analytics/analytics';
import { initI18n } from '../../../src/lib/i18n';
import { createQueryClient } from '../../../src/lib/query-client';
import { presentOffer } from '../../../src/mocks/db/present-catalog';
import { getState } from '../../../src/mocks/db/state';
import { handlers } from '../../../src/mocks/handlers/all';
import { useAccountStore } from '../../../src/stores/account-store';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { placedCheckout, placeOrderAttempt } from '../../../src/domain/checkout/checkout-marks';
import { useCheckoutStore } from '../../../src/domain/checkout/checkout-store';
import { chooseSupplier, installDeployment, signInAs } from '../../support/fake-backend';
import { SEA_POINT } from '../../support/fixtures';
import { server } from '../../support/msw';
import { installWebLocks } from '../../support/web-locks';
import { CHECKOUT_STORE_KEY } from '../../../src/stores/store-keys';

// Placing an order makes exactly one order, whatever the network and the shopper do meanwhile.

// The reference deployment in English (setup.ts gives the backend fresh state); the test that
// watches analytics switches it on, so it goes off again after each.
beforeEach(() => {
  installDeployment('reference');
  initI18n();
});
afterEach(() => configureAnalytics({ enabled: false }));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>;
}

const orders = () => getState('reference').mut.orders.length;

/** Two offers Sea Point sells, in the basket, collected at its first slot and paid in cash. */
async function fillCheckout() {
  const state = getState('reference');
  const offers = state.seed.offers
    .filter((o) => o.supplier_id === SEA_POINT.id && o.published && !o.out_of_stock_at && !o.stokvel)
    .slice(0, 2)
    .map((o) =>
      OfferSchema.parse(presentOffer(state, { base: 'https://x.test/reference', closed: false }, o)),
    );
  offers.forEach((offer) => useCartStore.getState().setQty(offer, 3));
  const { timeslots } = await timeslotsApi.getTimeslots({ id: SEA_POINT.id, requires_shipping: false });
  useCheckoutStore.getState().patch({ collection_date: timeslots[0]!.value, payment_provider: 'CASH' });
}

function body() {
  const account = useAccountStore.getState().account!;
  const checkout = useCheckoutStore.getState();
  return registerBody(account, SEA_POINT.id, useCartStore.getState().items, checkout, 'CASH', false);
}

beforeEach(async () => {
  useCartStore.getState().clear();
  useCheckoutStore.getState().reset();
  chooseSupplier(SEA_POINT);
  await signInAs();
  await fillCheckout();
});

/** One tab's Place order press, through the hook every tab's payment step uses. */
async function pressPlaceOrderInTab(
  onPlaced: (order: Order) => void,
  onPlacedElsewhere: (id: number) => void,
) {
  const tab = renderHook(() => usePlaceOrderOnce(onPlaced, onPlacedElsewhere), { wrapper });
  await act(() => tab.result.current.submit(() => ({ body: body(), supplier: SEA_POINT })));
}

describe('placing an order', () => {
  it('makes one order from five rapid presses, then empties the basket and ends the checkout', async () => {
    const before = orders();
    const placed: string[] = [];
    const { result } = renderHook(() => usePlaceOrder((order) => void placed.push(order.reference)), {
      wrapper,
    });
    const input = { body: body(), supplier: SEA_POINT };
    await act(async () => {
      await Promise.allSettled([1, 2, 3, 4, 5].map(() => result.current.mutateAsync(input)));
    });
    expect(orders()).toBe(before + 1);
    expect(new Set(placed).size).toBe(1);
    expect(useCartStore.getState().items).toEqual([]);
    expect(useCheckoutStore.getState().collection_date).toBeNull();
    // The attempt stays, for a tab that has not yet seen the order placed (the next test but one).
    expect(placeOrderAttempt.read()?.key).toMatch(/.{8,}/);
  });

  it('takes five presses in one tab, before it re-renders, as one order placed here', async () => {
    const before = orders();
    const placed: number[] = [];
    const elsewhere: number[] = [];
    // With a tab lock, as in Chromium: the later presses queue behind the first.
    onTestFinished(installWebLocks());
    useCheckoutStore.getState().patch({ started_at: new Date().toISOString() });
    const { result } = renderHook(
      () =>
        usePlaceOrderOnce(
          (order) => void placed.push(order.id),
          (id) => void elsewhere.push(id),
        ),
      { wrapper },
    );
    // The same render's submit each time: its pending state cannot have caught up yet.
    const { submit } = result.current;
    await act(async () => {
      await Promise.all([1, 2, 3, 4, 5].map(() => submit(() => ({ body: body(), supplier: SEA_POINT }))));
    });
    expect(orders()).toBe(before + 1);
    expect(placed).toHaveLength(1);
    expect(elsewhere).toEqual([]);
  });

  it('retries with the same key after a lost answer, even from a reloaded page', async () => {
    const before = orders();
    server.use(
      http.post(
        '*/api/v1/orders/register',
        async ({ request }) => {
          await getResponse(handlers, request.clone());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const first = renderHook(() => usePlaceOrder(() => undefined), { wrapper });
    await act(() =>
      first.result.current.mutateAsync({ body: body(), supplier: SEA_POINT }).catch(() => undefined),
    );
    await waitFor(() => expect(first.result.current.isError).toBe(true));
    expect(orders()).toBe(before + 1);
    // The page reloads: a new hook, the attempt read back from the persisted checkout.
    first.unmount();
    configureAnalytics({ enabled: true });
    const events: string[] = [];
    const stop = onTrack((event) => events.push(event));
    const second = renderHook(() => usePlaceOrder(() => undefined), { wrapper });
    await act(() => second.result.current.mutateAsync({ body: body(), supplier: SEA_POINT }));
    stop();
    expect(orders()).toBe(before + 1);
    expect(events.filter((event) => event === 'purchase')).toHaveLength(1);
  });

  it('keeps the same key for a retry after a lost connection, even when the retry sends less credit', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/orders/register')) keys.push(request.headers.get('Idempotency-Key'));
    });
    server.use(http.post('*/api/v1/orders/register', () => HttpResponse.error(), { once: true }));
    const { result } = renderHook(() => usePlaceOrder(() => undefined), { wrapper });
    const withCredit = (cents: number) => ({ ...body(), cart: { ...body().cart, credit_in_cents: cents } });
    await act(() =>
      result.current.mutateAsync({ body: withCredit(2500), supplier: SEA_POINT }).catch(() => undefined),
    );
    // The first may have spent the credit: the retry is offered less, and is the same order.
    await act(() => result.current.mutateAsync({ body: withCredit(1100), supplier: SEA_POINT }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('starts a new key after a refusal, since the supplier made nothing', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/orders/register')) keys.push(request.headers.get('Idempotency-Key'));
    });
    server.use(
      http.post(
        '*/api/v1/orders/register',
        () => HttpResponse.json({ status: 'error', messages: ['Closed today'] }, { status: 422 }),
        { once: true },
      ),
    );
    const { result } = renderHook(() => usePlaceOrder(() => undefined), { wrapper });
    await act(() => result.current.mutateAsync({ body: body(), supplier: SEA_POINT }).catch(() => undefined));
    await act(() => result.current.mutateAsync({ body: body(), supplier: SEA_POINT }));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('takes a second tab still on a checkout another tab placed to that order, and places none', async () => {
    useCheckoutStore.getState().patch({ started_at: '2026-11-25T10:00:00.000Z' });
    const stale = useCheckoutStore.getState();
    const placed: number[] = [];
    await pressPlaceOrderInTab(
      () => undefined,
      () => undefined,
    );
    const before = orders();
    expect(placedCheckout.read()?.order_id).toEqual(expect.any(Number));
    // Tab B loaded the checkout before tab A placed it: its memory still holds the checkout, and a
    // choice it makes writes that whole old copy back over tab A's ended one.
    useCheckoutStore.setState(stale);
    expect(JSON.parse(localStorage.getItem(CHECKOUT_STORE_KEY)!).state.started_at).toBe(stale.started_at);
    await pressPlaceOrderInTab(
      () => undefined,
      (id) => void placed.push(id),
    );
    expect(orders()).toBe(before);
    expect(placed).toEqual([getState('reference').mut.orders.at(-1)!.id]);
  });

  it('gives a tab that has not yet seen the other tab place the checkout the same order, not a second', async () => {
    useCheckoutStore.getState().patch({ started_at: '2026-11-25T11:00:00.000Z' });
    const stale = useCheckoutStore.getState();
    const staleBasket = useCartStore.getState().items;
    await pressPlaceOrderInTab(
      () => undefined,
      () => undefined,
    );
    const before = orders();
    const placedByA = getState('reference').mut.orders.at(-1)!.id;
    // Tab B took the lock before tab A's ending reached its storage: its old checkout, A's attempt
    // (written when A pressed, long before), and no mark of the order yet.
    const attemptSeenByB = placeOrderAttempt.read();
    localStorage.removeItem('storefront.checkout.marks');
    placeOrderAttempt.write(attemptSeenByB);
    useCheckoutStore.setState(stale);
    useCartStore.setState({ items: staleBasket });
    const placed: number[] = [];
    await pressPlaceOrderInTab(
      (order) => void placed.push(order.id),
      () => undefined,
    );
    expect(orders()).toBe(before);
    expect(placed).toEqual([placedByA]);
  });
});
