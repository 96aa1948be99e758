// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountResponseSchema } from '../../src/api/schemas/account-calls.ts';
import { CategoriesResponseSchema } from '../../src/api/schemas/catalog.ts';
import { OrderResponseSchema, OrdersPageResponseSchema } from '../../src/api/schemas/order.ts';
import { SupplierResponseSchema } from '../../src/api/schemas/supplier.ts';
import { setNow } from '../../src/mocks/db/clock.ts';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts.ts';
import { startMockApiServer, type MockApiServer } from '../../src/mocks/server.ts';
import { dropNamedSessions, MAX_SESSIONS, namedSessions } from '../../src/mocks/sessions.ts';
import { letRequestsThrough } from '../support/msw.ts';
import { NOW, registerBody } from './handlers-helpers.ts';

// Backend sessions on the mock HTTP server (`/~<session>/...`): each has its own data and scenario,
// so e2e tests running side by side never see each other's orders or failure mode.

// Real HTTP to a real local server: the suite's msw server must not answer in its place.
letRequestsThrough();

let server: MockApiServer;

beforeAll(async () => {
  server = await startMockApiServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  setNow(NOW);
  dropNamedSessions();
});
afterEach(() => {
  setNow(null);
  dropNamedSessions();
});

/** The base URL of a session (`null`: the default session, no prefix). */
const at = (session: string | null) => (session === null ? server.url : `${server.url}/~${session}`);

async function call(url: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function json(url: string, init: Parameters<typeof call>[1] = {}): Promise<unknown> {
  const response = await call(url, init);
  const body: unknown = await response.json();
  expect(response.status, `${url}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

const KHAYA = '/market/s/khaya-fresh/api/v1';

async function signIn(session: string | null) {
  const body = await json(`${at(session)}/market/api/v1/account/customer/sign_in`, {
    body: { login: DEMO_LOGIN, password: DEMO_PASSWORD },
  });
  const { account } = AccountResponseSchema.parse(body);
  return { token: (body as { account: { auth_token: string } }).account.auth_token, account };
}

async function orderCount(session: string | null): Promise<number> {
  const { token, account } = await signIn(session);
  const body = await json(`${at(session)}${KHAYA}/users/${account.id}/orders?page=1&per_page=200`, { token });
  return OrdersPageResponseSchema.parse(body).orders.length;
}

/** Khaya Fresh's first regular offer and its price, as a session sees it. */
async function firstOffer(session: string | null): Promise<{ id: number; price: number }> {
  const body = (await json(
    `${at(session)}/market/s/khaya-fresh/catalog/v1/offers/search?query=&per_page=50&page=1`,
  )) as {
    offers: { id: number; price_in_cents: number; stokvel?: boolean; out_of_stock_at?: string | null }[];
  };
  const offer = body.offers.find((o) => !o.stokvel && !o.out_of_stock_at && o.price_in_cents >= 2_000);
  if (!offer) throw new Error('no regular offer at Khaya Fresh');
  return { id: offer.id, price: offer.price_in_cents };
}

async function placeOrder(session: string | null): Promise<void> {
  const { token, account } = await signIn(session);
  const offer = await firstOffer(session);
  const body = await json(`${at(session)}${KHAYA}/orders/register`, {
    token,
    body: registerBody({ id: account.id, login: account.login }, [{ offer_id: offer.id, qty: 2 }]),
  });
  OrderResponseSchema.parse(body);
}

async function scenarioOf(session: string | null): Promise<unknown> {
  return ((await json(`${at(session)}/__scenario`)) as { scenario: unknown }).scenario;
}

async function setScenario(session: string | null, name: string): Promise<void> {
  await json(`${at(session)}/__scenario`, { body: { name } });
}

describe('backend sessions on the mock API server', () => {
  it('keep their own orders: one placed in a session is seen nowhere else', async () => {
    const before = await orderCount('a');
    expect(await orderCount('b')).toBe(before);
    const defaultBefore = await orderCount(null);

    await placeOrder('a');
    expect(await orderCount('a')).toBe(before + 1);
    expect(await orderCount('b')).toBe(before);
    expect(await orderCount(null)).toBe(defaultBefore);
  });

  it('keep their own scenario; the default session keeps the global switch', async () => {
    await setScenario('a', 'server_error');
    expect(await scenarioOf('a')).toBe('server_error');
    expect(await scenarioOf('b')).toBeNull();
    expect(await scenarioOf(null)).toBeNull();
    expect((await call(`${at('a')}/market/catalog/v1/categories`)).status).toBe(500);
    expect((await call(`${at('b')}/market/catalog/v1/categories`)).status).toBe(200);
    expect((await call(`${at(null)}/market/catalog/v1/categories`)).status).toBe(200);

    await setScenario(null, 'empty');
    try {
      expect(await scenarioOf('b')).toBeNull();
      expect(await scenarioOf('a')).toBe('server_error');
    } finally {
      await setScenario(null, 'none');
    }
    await setScenario('a', 'none');
    expect((await call(`${at('a')}/market/catalog/v1/categories`)).status).toBe(200);
  });

  it('reset one session and leave the others (and the default one) as they were', async () => {
    const seed = await firstOffer(null);
    for (const session of ['a', 'b', null]) {
      const change = { dataset: 'market', id: seed.id, price_in_cents: seed.price + 111 };
      await json(`${at(session)}/__offer`, { body: change });
    }
    const priceIn = async (session: string | null) =>
      (
        (await json(
          `${at(session)}/market/s/khaya-fresh/catalog/v1/offers/search?query=&per_page=50&page=1`,
        )) as { offers: { id: number; price_in_cents: number }[] }
      ).offers.find((o) => o.id === seed.id)?.price_in_cents;
    expect(await priceIn('a')).toBe(seed.price + 111);

    await json(`${at('a')}/__reset`, { method: 'POST' });
    expect(await priceIn('a')).toBe(seed.price);
    expect(await priceIn('b')).toBe(seed.price + 111);
    expect(await priceIn(null)).toBe(seed.price + 111);

    await json(`${at(null)}/__reset`, { method: 'POST' });
    expect(await priceIn(null)).toBe(seed.price);
    expect(await priceIn('b')).toBe(seed.price + 111);
  });

  it('hand out URLs that stay in the session; paths without one work as before', async () => {
    for (const session of ['t-42_x', null]) {
      const base = at(session);
      const { supplier } = SupplierResponseSchema.parse(await json(`${base}/market/catalog/v1/suppliers/21`));
      expect(supplier.api_endpoint).toBe(`${base}/market/s/khaya-fresh`);
      const { categories } = CategoriesResponseSchema.parse(
        await json(`${supplier.api_endpoint}/catalog/v1/categories`),
      );
      const image = categories[0]?.image_url ?? '';
      expect(image.startsWith(`${base}/market/img/`)).toBe(true);
      const svg = await fetch(image);
      expect(svg.status).toBe(200);
      expect(svg.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await (await fetch(`${base}/health`)).text()).toBe('ok');
    }
    // A query string right after the session segment is kept.
    expect((await call(`${server.url}/~q?x=1`)).status).toBe(404);
    expect((await call(`${at('q')}/geo/search?q=bree`)).status).toBe(200);
  });

  it('answer CORS preflights on session paths', async () => {
    const response = await fetch(`${at('a')}/market/api/v1/cart/validate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:8088',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:8088');
    const answer = await fetch(`${at('a')}/market/catalog/v1/categories`, {
      headers: { Origin: 'http://127.0.0.1:8088' },
    });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:8088');
  });

  it('refuse a malformed session name rather than fall back to the default session', async () => {
    for (const bad of ['~', '~a.b', `~${'x'.repeat(41)}`, '~a%20b']) {
      const response = await call(`${server.url}/${bad}/market/catalog/v1/categories`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { status: string }).status).toBe('error');
    }
  });

  it(`keep at most ${MAX_SESSIONS} sessions, dropping the least recently used`, async () => {
    await setScenario('oldest', 'empty');
    await setScenario('kept', 'empty');
    for (let i = 0; i < MAX_SESSIONS - 2; i += 1) await scenarioOf(`filler-${i}`);
    expect(namedSessions()).toHaveLength(MAX_SESSIONS);
    // Using a session makes it the most recent: the next new ones push out the others first.
    expect(await scenarioOf('kept')).toBe('empty');
    for (let i = 0; i < 10; i += 1) await scenarioOf(`more-${i}`);
    expect(namedSessions()).toHaveLength(MAX_SESSIONS);
    expect(namedSessions()).not.toContain('oldest');
    expect(namedSessions()).toContain('kept');
    expect(await scenarioOf('kept')).toBe('empty');
    // A dropped session comes back as a new one, from the seed and with no scenario.
    expect(await scenarioOf('oldest')).toBeNull();
  });
});
