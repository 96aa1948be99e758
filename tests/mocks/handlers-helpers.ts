import { getResponse } from 'msw';
import { afterEach, beforeEach, expect } from 'vitest';
import type { z } from 'zod/mini';
import { AccountResponseSchema } from '../../src/api/schemas/account-calls.ts';
import {
  OfferSearchResponseSchema,
  type Offer,
  type OfferSearchResponse,
} from '../../src/api/schemas/catalog.ts';
import type { RegisterOrderBody } from '../../src/api/schemas/cart.ts';
import { TimeslotsResponseSchema } from '../../src/api/schemas/timeslots.ts';
import { setNow } from '../../src/mocks/db/clock.ts';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts.ts';
import type { DatasetName } from '../../src/mocks/db/seed/types.ts';
import { resetState } from '../../src/mocks/db/state.ts';
import { handlers } from '../../src/mocks/handlers/all.ts';
import { setScenario } from '../../src/mocks/scenarios.ts';
import { aCollectionOrder } from '../support/fixtures.ts';

// Calls the fake backend's handlers directly through msw's getResponse (no network, no interception)
// and parses answers with the app's schemas.

export const ORIGIN = 'https://api.fake-supplier.test';
/** A Tuesday, 09:30 in Johannesburg: shops are open and collection slots exist later today. */
export const NOW = new Date('2026-04-14T07:30:00Z');

export type Dataset = DatasetName;

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** Fresh state, no scenario and a pinned clock for every test in files that import this. */
export function withFreshBackend(): void {
  beforeEach(() => {
    resetState();
    setScenario(null);
    setNow(NOW);
  });
  afterEach(() => {
    setScenario(null);
    setNow(null);
  });
}

/** Raw call: `path` starts with the dataset (`/market/catalog/v1/...`). */
export async function request(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await getResponse(
    handlers,
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  if (!response) throw new Error(`no handler for ${method} ${path}`);
  return response;
}

/** A call expected to succeed: asserts 2xx and parses the body with the app's schema. */
export async function ok<T extends z.ZodMiniType>(
  schema: T,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<z.output<T>> {
  const response = await request(method, path, options);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBeLessThan(300);
  return schema.parse(body);
}

/** A call expected to fail: returns the status and messages. */
export async function refused(method: string, path: string, options: CallOptions = {}) {
  const response = await request(method, path, options);
  const body = (await response.json()) as { status: string; messages?: string[] };
  return { status: response.status, messages: body.messages ?? [] };
}

/** Signs the demo shopper in and returns the bearer token and account. */
export async function signIn(dataset: Dataset, login = DEMO_LOGIN, password = DEMO_PASSWORD) {
  const response = await request('POST', `/${dataset}/api/v1/account/customer/sign_in`, {
    body: { login, password },
  });
  const body = (await response.json()) as { account: { auth_token: string } };
  const parsed = AccountResponseSchema.parse(body);
  return {
    token: body.account.auth_token,
    account: parsed.account,
    user: { id: parsed.account.id, login: parsed.account.login },
  };
}

/** Every offer of a market supplier, through the paginated search. */
export async function allOffers(slug = 'khaya-fresh') {
  const offers: Offer[] = [];
  let page: number | null = 1;
  while (page !== null) {
    const result: OfferSearchResponse = await ok(
      OfferSearchResponseSchema,
      'GET',
      `/market/s/${slug}/catalog/v1/offers/search?query=&per_page=200&page=${page}`,
    );
    offers.push(...result.offers);
    page = result.pagination.next_page;
  }
  return offers;
}

/** Offers for basket tests: regular in-stock items, one cheap item, one out-of-stock, one stokvel pack. */
export async function basketOffers() {
  const offers = await allOffers();
  const regular = offers.filter(
    (o) => !o.out_of_stock_at && !o.stokvel && !o.per_kg && o.price_in_cents >= 2_000,
  );
  const cheap = offers.find((o) => !o.out_of_stock_at && !o.per_kg && o.price_in_cents < 1_000);
  const gone = offers.find((o) => o.out_of_stock_at);
  const stokvel = offers.find((o) => o.stokvel && !o.out_of_stock_at);
  if (regular.length < 3 || !cheap || !gone || !stokvel) throw new Error('seed lacks basket test offers');
  return { regular, cheap, gone, stokvel };
}

/** The first collection slot today at Khaya Fresh (supplier 21). */
export async function firstSlot(requiresShipping = false): Promise<string> {
  const { timeslots } = await ok(
    TimeslotsResponseSchema,
    'GET',
    `/market/catalog/v1/suppliers/21/timeslots?requires_shipping=${requiresShipping}`,
  );
  if (!timeslots[0]) throw new Error('no timeslots');
  return timeslots[0].value;
}

/** An order at Khaya Fresh (supplier 21), collected today and paid online, unless `overrides` say. */
export function registerBody(
  user: { id: number; login: string },
  items: { offer_id: number; qty: number }[],
  overrides: Partial<RegisterOrderBody['cart']> = {},
) {
  const today = NOW.toISOString().slice(0, 10);
  return aCollectionOrder(user, 21, items, today, { provider: 'GATEWAY', is_demo: true, ...overrides });
}
