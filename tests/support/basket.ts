import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { getState } from '../../src/mocks/db/state';
import type { SeedOffer } from '../../src/mocks/db/seed/types';
import { useCartStore, type CartLine } from '../../src/domain/basket/cart-store';
import { SEA_POINT } from './fixtures';
import { server } from './msw';
import { renderApp, type RenderAppOptions } from './render-app';

// The basket at /basket in the whole app (renderApp), against the fake backend: the seed's Sea Point
// offers as basket lines, and what the supplier was asked about them.

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
    product_id: null,
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
 * Opens the app at /basket, at Sea Point unless `options` say otherwise (a shopper, another shop
 * or deployment, what happened `before`): the basket holds what the test put there first.
 * `picksChecked` resolves once the supplier has answered every stock and price check asked so far.
 */
export async function openBasket(options: Omit<RenderAppOptions, 'route'> = {}) {
  const picks = countRequests('/offers/validate_picks');
  const { router, queryClient } = await renderApp({ supplier: SEA_POINT, ...options, route: '/basket' });
  const picksChecked = () =>
    waitFor(() => {
      expect(picks.started()).toBeGreaterThan(0);
      expect(picks.answered()).toBe(picks.started());
    });
  return { router, queryClient, picksChecked };
}

/** One offer `shop` sells now (reference dataset), in the basket as the add-to-basket panel stores it. */
export function basketFrom(shop: { id: number }): void {
  const offer = [...getState('reference').offers.values()].find(
    (o) => o.supplier_id === shop.id && o.published && !o.out_of_stock_at && !o.per_kg && !o.stokvel,
  );
  if (!offer) throw new Error(`no offer to buy at shop ${shop.id}`);
  fillBasket(lineOf(offer, 1));
}
