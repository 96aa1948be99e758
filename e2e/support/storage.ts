import type { Page } from '@playwright/test';
import { SEA_POINT } from '../../tooling/seed-shopper.ts';

/** Zero Waste Pantry Sea Point in the reference dataset (defined beside the bench's seeds, in tooling/). */
export { SEA_POINT };

interface Seed {
  supplier?: { id: number; name: string; api_endpoint: string | null };
  locale?: 'en' | 'af' | 'fr';
  /** One basket line, stored as the previous build stored baskets (whole offers; the app migrates it). */
  basket?: { offer: { supplier: { id: number } }; qty: number };
}

/**
 * Writes `entries` (localStorage key -> stored text) once per tab, before its first app script;
 * later loads keep what the app made of them, so a basket or an account the app lost shows as lost.
 */
export async function seedOnce(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((values: Record<string, string>) => {
    // Firefox runs init scripts in the first, blank document too, where storage throws.
    if (!location.protocol.startsWith('http')) return;
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** Puts state in localStorage before the app boots, once per tab, as a returning shopper has it. */
export async function seedStorage(page: Page, seed: Seed): Promise<void> {
  const entries: Record<string, string> = {};
  const put = (key: string, state: unknown) => (entries[key] = JSON.stringify({ state, version: 1 }));
  if (seed.supplier) put('storefront.suppliers', { selected: seed.supplier });
  if (seed.locale) put('storefront.preferences', { locale: seed.locale });
  if (seed.basket) {
    const { offer, qty } = seed.basket;
    put('storefront.cart.v1', { supplierId: offer.supplier.id, items: [{ offer, qty }] });
  }
  await seedOnce(page, entries);
}

/**
 * Makes the basket write the page still holds: the app writes the basket a moment after a burst of
 * presses, and at once when the page is left (domain/basket/write-behind.ts), which this tells it
 * without leaving. A test that reads the stored basket reads it after this, or it may read the
 * basket from before the app's last change.
 */
export async function flushBasketWrites(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}
