import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts.ts';
import { anOffer } from '../tests/support/fixtures.ts';

// The localStorage a returning shopper has, shared by the byte budgets (e2e) and `npm run bench`
// (Playwright and Lighthouse), so both measure the same screens rather than a redirect or the
// supplier picker. Entries are written as the app's persisted stores write them.

/** Zero Waste Pantry Sea Point in the reference dataset. */
export const SEA_POINT = { id: 14, name: 'Zero Waste Pantry Sea Point', api_endpoint: null };

/** localStorage key -> serialised value. */
export type StorageEntries = Record<string, string>;

const persisted = (state: unknown) => JSON.stringify({ state, version: 1 });

/** A shopper who has picked Sea Point and nothing more: the home shows that branch's catalogue. */
export function chosenSupplierStorage(): StorageEntries {
  return { 'storefront.suppliers': persisted({ selected: SEA_POINT }) };
}

/** Sea Point chosen, with the drawer's data saver on (decision 029): pictures wait to be asked for. */
export function dataSaverStorage(): StorageEntries {
  return {
    ...chosenSupplierStorage(),
    'storefront.preferences': persisted({ locale: null, dataLight: true }),
  };
}

/**
 * Sea Point chosen, the demo shopper signed in with a real token from the supplier API and one item
 * in the basket, so guarded routes (checkout) open their own screen instead of redirecting. `api` is
 * where the backend lives: e2e passes its test's session (`backend.url`), the bench its gate to the
 * mock API.
 */
export async function returningShopperStorage(
  request: APIRequestContext,
  api: string,
): Promise<StorageEntries> {
  const signIn = await request.post(`${api}/reference/api/v1/account/customer/sign_in`, {
    data: { login: DEMO_LOGIN, password: DEMO_PASSWORD },
  });
  if (!signIn.ok()) throw new Error(`signing the demo shopper in failed: HTTP ${signIn.status()}`);
  const { account } = (await signIn.json()) as { account: { auth_token: string } };
  const offer = anOffer();
  return {
    ...chosenSupplierStorage(),
    'storefront.account': persisted({ account, token: account.auth_token }),
    'storefront.cart.v1': persisted({ supplierId: offer.supplier.id, items: [{ offer, qty: 1 }] }),
  };
}

/** Writes the entries before any app script runs, on every navigation of the page. */
export async function seedLocalStorage(page: Page, entries: StorageEntries): Promise<void> {
  await page.addInitScript((values: StorageEntries) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}
