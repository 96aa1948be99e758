// @vitest-environment node
// Which hosts get the shopper's credentials. A supplier's api_endpoint comes from the supplier list,
// not from the operator: a bad or hostile list must not receive the bearer token.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setCredentialsProvider, type Credentials } from '../../src/api/http-target.ts';
import { api } from '../../src/api/operations.ts';
import { SupplierSchema, SuppliersResponseSchema } from '../../src/api/schemas/supplier.ts';
import { parseDeploymentConfig, setDeploymentConfig } from '../../src/config/deployment-config.ts';
import { useSuppliersStore } from '../../src/stores/suppliers-store.ts';
import reference from '../../deployments/reference.json' with { type: 'json' };
import { answerOnlyWith, server } from '../support/msw.ts';
import { AGENCY_HOST, MAIN_HOST } from './helpers.ts';

const TRUSTED = 'https://trusted-supplier.test';

/** Market mode with one operator-listed supplier origin. */
function useMarket(trustedOrigins: string[] = [TRUSTED]): void {
  setDeploymentConfig(
    parseDeploymentConfig({
      ...reference,
      features: { ...reference.features, agency: false, multi_supplier: true },
      api: {
        agency_host: AGENCY_HOST,
        main_host: MAIN_HOST,
        account_scope: 'customer',
        trusted_origins: trustedOrigins,
      },
    }),
  );
}

interface Seen {
  url: string;
  authorization: string | null;
  apiKey: string | null;
}
let seen: Seen[] = [];

// Like a real supplier: user-scoped calls without credentials answer 401. Nothing else answers.
answerOnlyWith(
  http.post('*/api/v1/orders/:id/modify', ({ request }) => {
    const authorization = request.headers.get('authorization');
    seen.push({ url: request.url, authorization, apiKey: request.headers.get('x-api-key') });
    if (!authorization) return HttpResponse.json({ status: 'error', messages: ['Sign in'] }, { status: 401 });
    return HttpResponse.json({
      status: 'ok',
      out_of_stock: false,
      updated: true,
      payable_amount_error: null,
      modifications: [],
    });
  }),
  http.post('*/api/v1/supplier_order_pack/:id/complete', ({ request }) => {
    const authorization = request.headers.get('authorization');
    const apiKey = request.headers.get('x-api-key');
    seen.push({ url: request.url, authorization, apiKey });
    return HttpResponse.json({ status: 'error', messages: ['Sign in'] }, { status: 401 });
  }),
);
beforeEach(() => {
  seen = [];
  useMarket();
});
afterEach(() => {
  useSuppliersStore.setState({ selected: null });
  setCredentialsProvider(() => ({}));
});

const modifyBody = { modifications: [{ action: 'remove' as const, order_item_id: 2 }] };

/** Calls orders.modify for a supplier at `endpoint` and returns what the server saw. */
async function modifyAt(endpoint: string | null, credentials: Credentials = { bearer: 'tok' }) {
  setCredentialsProvider(() => credentials);
  const result = await api.orders
    .modify({ id: 9, body: modifyBody }, { supplier: { api_endpoint: endpoint }, idempotencyKey: 'k-1' })
    .then(
      () => 'ok' as const,
      (error: unknown) => error,
    );
  expect(seen, 'the call is made either way').toHaveLength(1);
  const [request] = seen;
  seen = [];
  return { result, request: request as Seen };
}

describe('credentials follow the origin, not the supplier list', () => {
  it('sends the bearer to the agency host, the main host and an origin in api.trusted_origins', async () => {
    for (const endpoint of [AGENCY_HOST, `${MAIN_HOST}/v2`, `${TRUSTED}/s/7`, `${TRUSTED}:443/s/7`, null]) {
      const { result, request } = await modifyAt(endpoint);
      expect(request.authorization, String(endpoint)).toBe('Bearer tok');
      expect(result).toBe('ok');
    }
  });

  it('calls an untrusted supplier origin without credentials, so the server answers 401', async () => {
    for (const endpoint of [
      'https://untrusted-supplier.test/s/7',
      // Same host names, other origins: another scheme, port or a longer host name.
      'http://agency.test/api',
      'https://agency.test:8443/api',
      'https://trusted-supplier.test.evil.example',
    ]) {
      const { result, request } = await modifyAt(endpoint);
      expect(request.url.startsWith(endpoint.replace(/\/$/, '')), endpoint).toBe(true);
      expect(request.authorization, endpoint).toBeNull();
      // A 401 to a request that carried no credentials is that call's failure, not the session's:
      // a supplier that answers 401 must not be able to sign the shopper out.
      expect(result, endpoint).toMatchObject({ kind: 'http', status: 401, endsSession: false });
    }
  });

  it('says the session is over only for a 401 to a request that carried the credentials', async () => {
    // This supplier has dropped the session: even the token it was sent is refused.
    server.use(
      http.post('*/api/v1/orders/:id/modify', ({ request }) => {
        seen.push({ url: request.url, authorization: request.headers.get('authorization'), apiKey: null });
        return HttpResponse.json({ status: 'error', messages: ['Session expired'] }, { status: 401 });
      }),
    );
    const trusted = await modifyAt(TRUSTED);
    expect(trusted.request.authorization).toBe('Bearer tok');
    expect(trusted.result).toMatchObject({ status: 401, endsSession: true });
    const untrusted = await modifyAt('https://untrusted-supplier.test/s/7');
    expect(untrusted.result).toMatchObject({ status: 401, endsSession: false });
  });

  it('keeps basic and API-key credentials from untrusted origins too', async () => {
    const basic = await modifyAt('https://untrusted-supplier.test', { basic: { user: 'u', password: 'p' } });
    expect(basic.request.authorization).toBeNull();
    const trustedBasic = await modifyAt(TRUSTED, { basic: { user: 'u', password: 'p' } });
    expect(trustedBasic.request.authorization).toBe(`Basic ${btoa('u:p')}`);

    setCredentialsProvider(() => ({ apiKey: 'key' }));
    await expect(
      api.staff.completePack({ id: 3 }, { supplier: { api_endpoint: 'https://untrusted-supplier.test' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([expect.objectContaining({ authorization: null, apiKey: null })]);
  });

  it('trusts nothing beyond the hosts when api.trusted_origins is empty', async () => {
    useMarket([]);
    expect((await modifyAt(`${TRUSTED}/s/7`)).request.authorization).toBeNull();
    expect((await modifyAt(AGENCY_HOST)).request.authorization).toBe('Bearer tok');
  });

  it('checks the selected supplier as well, e.g. one restored from storage with an old endpoint', async () => {
    setCredentialsProvider(() => ({ bearer: 'tok' }));
    // Callers name the selected supplier (the host follows the supplier a query names).
    const selected = () => useSuppliersStore.getState().selected ?? undefined;
    useSuppliersStore.setState({ selected: { id: 3, name: 'Shop', api_endpoint: 'http://evil.example' } });
    await expect(
      api.orders.modify({ id: 9, body: modifyBody }, { idempotencyKey: 'k-2', supplier: selected() }),
    ).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual([expect.objectContaining({ url: 'http://evil.example/api/v1/orders/9/modify' })]);
    expect(seen[0]?.authorization).toBeNull();

    seen = [];
    useSuppliersStore.setState({ selected: { id: 4, name: 'Listed', api_endpoint: `${TRUSTED}/s/4` } });
    await api.orders.modify({ id: 9, body: modifyBody }, { idempotencyKey: 'k-3', supplier: selected() });
    expect(seen[0]?.authorization).toBe('Bearer tok');
  });
});

describe('supplier api_endpoint', () => {
  const supplier = (api_endpoint: unknown) => ({
    id: 1,
    name: 'Shop',
    image_url: null,
    lat: -33.9,
    lon: 18.4,
    api_endpoint,
    closed_text: null,
    disabled: false,
    formatted_address: null,
  });

  it.each([
    'http://evil.example',
    'javascript:alert(1)',
    'ftp://x',
    'data:text/html,<b>x</b>',
    'http://localhost.evil.example/api',
    'http://127.0.0.1.evil.example',
    'evil.example',
    '',
  ])('reads %j as no endpoint', (endpoint) => {
    expect(SupplierSchema.parse(supplier(endpoint)).api_endpoint).toBeNull();
  });

  it.each([
    'https://shop.example.co.za/api',
    'http://localhost:8787/market/s/one',
    'http://127.0.0.1:8787/market/s/one',
    'http://[::1]:8787/market',
  ])('keeps %j', (endpoint) => {
    expect(SupplierSchema.parse(supplier(endpoint)).api_endpoint).toBe(endpoint);
  });

  it('keeps the rest of the supplier list when one endpoint is bad', () => {
    const parsed = SuppliersResponseSchema.parse({
      status: 'ok',
      suppliers: [
        { ...supplier('https://good.example'), id: 1 },
        { ...supplier('http://evil.example'), id: 2 },
        { ...supplier(null), id: 3 },
      ],
    });
    expect(parsed.suppliers.map((s) => [s.id, s.api_endpoint])).toEqual([
      [1, 'https://good.example'],
      [2, null],
      [3, null],
    ]);
  });
});
