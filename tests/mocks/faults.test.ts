// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation } from '../../src/api/operations.ts';
import { CategoriesResponseSchema, OfferSearchResponseSchema } from '../../src/api/schemas/catalog.ts';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts.ts';
import { resetState } from '../../src/mocks/db/state.ts';
import { drift } from '../../src/mocks/fault-answers.ts';
import { FAULTS, HUGE_BODY_BYTES, operationOf, setFault } from '../../src/mocks/faults.ts';
import { startMockApiServer, type MockApiServer } from '../../src/mocks/server.ts';
import { letRequestsThrough } from '../support/msw.ts';

// The fake backend's per-operation faults (src/mocks/faults.ts), over real HTTP as the e2e fault
// matrix meets them.
letRequestsThrough();

let server: MockApiServer;
beforeAll(async () => {
  resetState();
  server = await startMockApiServer({ port: 0 });
});
afterAll(async () => {
  setFault('*', 'none');
  await server.close();
});

const session = '/~faults-test';
const categories = () => fetch(`${server.url}${session}/reference/catalog/v1/categories?supplier_id=14`);
async function switchFault(operation: string, fault: string) {
  const response = await fetch(`${server.url}${session}/__fault`, {
    method: 'POST',
    body: JSON.stringify({ operation, fault }),
  });
  return { status: response.status, body: (await response.json()) as { faults?: unknown } };
}

describe('which operation a request is', () => {
  it.each([
    ['GET', '/catalog/v1/categories', 'catalog.listCategories'],
    ['GET', '/catalog/v1/categories/101', 'catalog.getCategory'],
    ['GET', '/catalog/v1/products/sample', 'catalog.getSampleOffers'],
    ['GET', '/catalog/v1/products/7', 'catalog.getProduct'],
    ['GET', '/api/v1/users/3/orders/incomplete', 'openOrders.list'],
    ['GET', '/api/v1/users/3/orders', 'orders.listForUser'],
    ['POST', '/api/v1/orders/register', 'cart.registerOrder'],
    ['POST', '/api/v1/orders/12/cancel', 'orders.cancel'],
  ])('%s %s is %s', (method, path, name) => {
    expect(operationOf(method, path)?.name).toBe(name);
  });

  it('knows no operation for a path outside the contract, or a method it does not take', () => {
    expect(operationOf('GET', '/img/supplier/1.svg')).toBeNull();
    expect(operationOf('DELETE', '/catalog/v1/categories')).toBeNull();
  });
});

describe('faults over HTTP', () => {
  it('breaks only the operation switched, only in its session, until cleared', async () => {
    expect((await switchFault('catalog.listCategories', 'http_502')).body.faults).toEqual({
      'catalog.listCategories': 'http_502',
    });
    const broken = await categories();
    expect(broken.status).toBe(502);
    expect(await broken.text()).toContain('Bad Gateway');
    // Another operation, and the same one outside the session, still work.
    expect(
      (await fetch(`${server.url}${session}/reference/catalog/v1/categories/101?supplier_id=14`)).ok,
    ).toBe(true);
    expect((await fetch(`${server.url}/reference/catalog/v1/categories?supplier_id=14`)).ok).toBe(true);
    await switchFault('catalog.listCategories', 'none');
    expect((await categories()).ok).toBe(true);
  });

  it('refuses an unknown operation or fault', async () => {
    expect((await switchFault('catalog.nothing', 'http_500')).status).toBe(422);
    expect((await switchFault('catalog.listCategories', 'gremlins')).status).toBe(422);
  });

  it('answers malformed JSON, an empty body and 5 MB of padding with HTTP 200', async () => {
    await switchFault('catalog.listCategories', 'malformed_json');
    await expect(categories().then((r) => r.json())).rejects.toThrow();
    await switchFault('catalog.listCategories', 'empty_body');
    expect(await (await categories()).text()).toBe('');
    await switchFault('catalog.listCategories', 'huge_body');
    const huge = await categories();
    const text = await huge.text();
    expect(text.length).toBeGreaterThan(HUGE_BODY_BYTES);
    // The real answer is still all there.
    expect(CategoriesResponseSchema.safeParse(JSON.parse(text)).success).toBe(true);
    await switchFault('*', 'none');
  });

  it('drops the connection mid-answer', async () => {
    await switchFault('catalog.listCategories', 'connection_drop');
    await expect(categories().then((r) => r.text())).rejects.toThrow();
    await switchFault('*', 'none');
  });

  it('hangs until the client gives up, and then lets go', async () => {
    await switchFault('catalog.listCategories', 'hang');
    const started = Date.now();
    await expect(
      fetch(`${server.url}${session}/reference/catalog/v1/categories?supplier_id=14`, {
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
    await switchFault('*', 'none');
    expect((await categories()).ok).toBe(true);
  });
});

describe('drifted answers', () => {
  const definition = findOperation('catalog.listCategories')!;
  const search = findOperation('catalog.searchOffers')!;
  const real = async () => (await (await categories()).json()) as unknown;

  it('every drift but extra fields and padding is one the operation’s own schema refuses', async () => {
    const body = await real();
    for (const fault of ['missing_field', 'wrong_type', 'null_object'] as const) {
      expect(definition.response.safeParse(drift(fault, definition, body)).success, fault).toBe(false);
    }
    expect(definition.response.safeParse(drift('extra_fields', definition, body)).success).toBe(true);
    expect(JSON.stringify(drift('extra_fields', definition, body))).toContain('added_in_a_later_release');
  });

  it('refuses a drifted search answer too, whose offers sit in a list', async () => {
    const response = await fetch(
      `${server.url}${session}/reference/catalog/v1/offers/search?supplier_id=14&q=oats`,
    );
    const body = (await response.json()) as unknown;
    expect(OfferSearchResponseSchema.safeParse(body).success).toBe(true);
    for (const fault of ['missing_field', 'wrong_type', 'null_object'] as const)
      expect(OfferSearchResponseSchema.safeParse(drift(fault, search, body)).success, fault).toBe(false);
  });

  it('leaves the answer as it was for faults that are not drift', async () => {
    const body = await real();
    for (const fault of FAULTS.filter(
      (f) => !['missing_field', 'wrong_type', 'null_object', 'extra_fields', 'huge_body'].includes(f),
    ))
      expect(drift(fault, definition, body)).toBe(body);
  });
});

describe('revoking a shopper everywhere (POST /__revoke)', () => {
  it('ends every token of the account in the session, and only there', async () => {
    const signIn = () =>
      fetch(`${server.url}${session}/reference/api/v1/account/customer/sign_in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: DEMO_LOGIN, password: DEMO_PASSWORD }),
      }).then(async (r) => ((await r.json()) as { account: { id: number; auth_token: string } }).account);
    const { id, auth_token: token } = await signIn();
    const addresses = () =>
      fetch(`${server.url}${session}/reference/api/v1/users/${id}/addresses`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await addresses()).status).toBe(200);
    const revoked = await fetch(`${server.url}${session}/__revoke`, {
      method: 'POST',
      body: JSON.stringify({ dataset: 'reference', login: DEMO_LOGIN }),
    });
    expect(await revoked.json()).toEqual({ status: 'ok', revoked: 1 });
    expect((await addresses()).status).toBe(401);
  });

  it('lets a hanging write act before it never answers, as a slow supplier does', async () => {
    const { id, auth_token: token } = await fetch(
      `${server.url}${session}/reference/api/v1/account/customer/sign_in`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: DEMO_LOGIN, password: DEMO_PASSWORD }),
      },
    ).then(async (r) => ((await r.json()) as { account: { id: number; auth_token: string } }).account);
    const addresses = `${server.url}${session}/reference/api/v1/users/${id}/addresses`;
    const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    await switchFault('account.createAddress', 'hang');
    await expect(
      fetch(addresses, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          address: { formatted: '9 Hang Street, Cape Town', latitude: -33.9, longitude: 18.4 },
        }),
        signal: AbortSignal.timeout(500),
      }),
    ).rejects.toThrow();
    await switchFault('*', 'none');
    const list = (await (await fetch(addresses, { headers: auth })).json()) as {
      addresses: { formatted: string }[];
    };
    expect(list.addresses.map((a) => a.formatted)).toContain('9 Hang Street, Cape Town');
  });
});
