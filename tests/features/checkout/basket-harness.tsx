import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { BasketRoute } from '../../../src/app/routes/basket/basket';
import type { RouteHandle } from '../../../src/app/navigation/route-handle';
import { Alerts } from '../../../src/components/ui/alerts';
import { getState } from '../../../src/mocks/db/state';
import type { SeedOffer } from '../../../src/mocks/db/seed/types';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { useCartStore, type CartLine } from '../../../src/stores/cart-store';
import { SEA_POINT, server } from '../catalog/lists-harness';

// The basket screen at /basket against the fake backend (msw/node, lists-harness), with the shell's
// alerts region beside the router so a message that outlives the basket (Place order) stays visible.

/** Sea Point offers that are on sale now and cost under R 100, counted or per kg. */
export function seaPointOffers(kind: 'counted' | 'per_kg'): SeedOffer[] {
  return [...getState('reference').offers.values()].filter(
    (offer) =>
      offer.supplier_id === SEA_POINT.id &&
      offer.published &&
      offer.out_of_stock_at === null &&
      !offer.stokvel &&
      offer.per_kg === (kind === 'per_kg') &&
      offer.price_in_cents < 10_000,
  );
}

/** Makes the fake supplier report `offer` out of stock from now on. */
export function sellOut(offer: SeedOffer): void {
  offer.out_of_stock_at = new Date().toISOString();
}

/** A basket line for a seed offer, as the add-to-basket panel would store it (optionally at an old price). */
export function lineOf(offer: SeedOffer, qty: number, priceInCents = offer.price_in_cents): CartLine {
  return {
    offer_id: offer.id,
    supplier_id: offer.supplier_id,
    supplier_name: null,
    sellable_id: null,
    qty,
    name: offer.name,
    image_url: null,
    price_in_cents: priceInCents,
    priced_at: new Date().toISOString(),
    per_kg: offer.per_kg,
    per_kg_qty_min: offer.per_kg_qty_min,
    per_kg_qty_step: offer.per_kg_qty_step,
    per_kg_conversion_rate: offer.per_kg_conversion_rate,
    per_kg_symbol: offer.per_kg_symbol,
  };
}

export function fillBasket(...lines: CartLine[]): void {
  useCartStore.setState({ items: lines });
}

function AlertsRegion() {
  const alerts = useAlertsStore((state) => state.alerts);
  return <Alerts alerts={alerts} onDismiss={useAlertsStore.getState().dismiss} dismissLabel="Dismiss" />;
}

/** How many requests to a path the fake backend has received and answered (while the test runs). */
export function countRequests(pathEnd: string): { started: () => number; answered: () => number } {
  let started = 0;
  let answered = 0;
  const matches = (request: Request) => new URL(request.url).pathname.endsWith(pathEnd);
  server.events.on('request:start', ({ request }) => {
    if (matches(request)) started += 1;
  });
  server.events.on('response:mocked', ({ request }) => {
    if (matches(request)) answered += 1;
  });
  return { started: () => started, answered: () => answered };
}

/**
 * Renders /basket; every other path shows 'Elsewhere' so the test can see where a link led.
 * `picksChecked` resolves once the supplier has answered every stock and price check asked so far.
 */
export function openBasket() {
  const picks = countRequests('/offers/validate_picks');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/basket', element: <BasketRoute />, handle: { name: 'basket' } satisfies RouteHandle },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/basket'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <AlertsRegion />
    </QueryClientProvider>,
  );
  const picksChecked = () =>
    waitFor(() => {
      expect(picks.started()).toBeGreaterThan(0);
      expect(picks.answered()).toBe(picks.started());
    });
  return { router, queryClient, picksChecked };
}
