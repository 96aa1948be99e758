// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MissingParameterError } from '../../src/api/errors.ts';
import { setCredentialsProvider } from '../../src/api/http-target.ts';
import { api } from '../../src/api/operations.ts';
import { useSuppliersStore } from '../../src/stores/suppliers-store.ts';
import { AGENCY_HOST, MAIN_HOST, category, onlyCall, stubFetchJson, useDeployment } from './helpers.ts';

beforeEach(() => useDeployment('agency'));
afterEach(() => {
  vi.unstubAllGlobals();
  useSuppliersStore.setState({ selected: null });
  setCredentialsProvider(() => ({}));
});

describe('host choice', () => {
  it('uses the agency host for supplier operations in agency mode, whichever supplier is named', async () => {
    const fetchMock = stubFetchJson({ status: 'ok', category });
    await api.catalog.getCategory({ id: 7 }, { supplier: { api_endpoint: 'https://shop.test' } });
    expect(onlyCall(fetchMock).url).toBe(`${AGENCY_HOST}/catalog/v1/categories/7`);
  });

  it("uses the named supplier's api_endpoint in market mode", async () => {
    useDeployment('market');
    const fetchMock = stubFetchJson({ status: 'ok', category });
    await api.catalog.getCategory(
      { id: 7, supplier_id: 3 },
      { supplier: { api_endpoint: 'https://shop.test/' } },
    );
    expect(onlyCall(fetchMock).url).toBe('https://shop.test/catalog/v1/categories/7?supplier_id=3');
  });

  it('serves a named supplier without an endpoint from the agency host in market mode', async () => {
    useDeployment('market');
    const fetchMock = stubFetchJson({ status: 'ok', category });
    await api.catalog.getCategory({ id: 7 }, { supplier: { api_endpoint: null } });
    expect(onlyCall(fetchMock).url).toBe(`${AGENCY_HOST}/catalog/v1/categories/7`);
  });

  it('follows the named supplier, not the selection', async () => {
    useDeployment('market');
    useSuppliersStore.setState({ selected: { id: 3, name: 'Shop', api_endpoint: 'https://shop.test' } });
    const fetchMock = stubFetchJson({ status: 'ok', category });
    await api.catalog.getCategory({ id: 7 }, { supplier: { api_endpoint: 'https://other.test' } });
    expect(onlyCall(fetchMock).url).toBe('https://other.test/catalog/v1/categories/7');
  });

  it('throws before fetching when market mode names no supplier, even with one selected', async () => {
    useDeployment('market');
    useSuppliersStore.setState({ selected: { id: 3, name: 'Shop', api_endpoint: 'https://shop.test' } });
    const fetchMock = stubFetchJson({ status: 'ok', category });
    await expect(api.catalog.getCategory({ id: 7 })).rejects.toMatchObject({
      kind: 'missing_parameter',
      operation: 'catalog.getCategory',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the main host for v2 directory calls and fills the account scope', async () => {
    const fetchMock = stubFetchJson({ status: 'ok', agencies: [] });
    await api.catalog.getAgencies();
    expect(onlyCall(fetchMock).url).toBe(`${MAIN_HOST}/api/v2/agencies`);

    const signIn = stubFetchJson({ status: 'error', messages: ['Wrong password'] });
    await expect(api.account.signIn({ body: { login: 'a@b.co', password: 'x' } })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onlyCall(signIn).url).toBe(`${AGENCY_HOST}/api/v1/account/customer/sign_in`);
  });
});

describe('parameters', () => {
  it('throws naming the path parameter and operation, without fetching', async () => {
    const fetchMock = stubFetchJson({ status: 'ok', category });
    const call = api.catalog.getCategory({ id: undefined as unknown as number });
    await expect(call).rejects.toBeInstanceOf(MissingParameterError);
    await expect(call).rejects.toThrow("catalog.getCategory: missing path parameter 'id'");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws when a required header is missing, without fetching', async () => {
    const fetchMock = stubFetchJson({ status: 'ok' });
    const file = new Blob(['sku,price'], { type: 'text/csv' });
    const call = api.staff.createImport({
      body: { import_type: 'catalog', file },
      headers: { 'http-x-auth': '' },
    });
    await expect(call).rejects.toThrow("staff.createImport: missing header parameter 'http-x-auth'");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the manager header and a multipart body', async () => {
    const fetchMock = stubFetchJson({
      status: 'ok',
      import: {
        id: 1,
        import_type: 'catalog',
        imported_at: null,
        status: 'queued',
        content_type: 'text/csv',
        supplier_id: null,
        supplier_name: null,
      },
    });
    const file = new Blob(['sku,price'], { type: 'text/csv' });
    const result = await api.staff.createImport(
      { body: { import_type: 'catalog', file }, headers: { 'http-x-auth': 'secret' } },
      { idempotencyKey: 'import-1' },
    );
    const { init } = onlyCall(fetchMock);
    expect((init.headers as Record<string, string>)['http-x-auth']).toBe('secret');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('import_type')).toBe('catalog');
    expect(result.import.status).toBe('queued');
  });

  it('builds the query string: encodes, skips absent values, repeats arrays as key[]', async () => {
    const fetchMock = stubFetchJson({ status: 'ok', offers: [], pagination: { next_page: null } });
    await api.catalog.searchOffers({ query: 'rice & beans', supplier_id: 4, page: undefined, per_page: 20 });
    expect(onlyCall(fetchMock).url).toBe(
      `${AGENCY_HOST}/catalog/v1/offers/search?query=rice+%26+beans&supplier_id=4&per_page=20`,
    );

    const offers = stubFetchJson({ status: 'ok', offers: [] });
    await api.orders.getOffers({ order_id: 3, offer_ids: [5, 6] });
    expect(onlyCall(offers).url).toBe(
      `${AGENCY_HOST}/api/v1/orders/3/offers?offer_ids%5B%5D=5&offer_ids%5B%5D=6`,
    );
  });

  it('URL-encodes path parameters', async () => {
    const fetchMock = stubFetchJson({ status: 'ok', category });
    await api.catalog.getCategory({ id: '12' });
    expect(onlyCall(fetchMock).url).toBe(`${AGENCY_HOST}/catalog/v1/categories/12`);
    await expect(api.catalog.getCategory({ id: '1/2' })).rejects.toMatchObject({ kind: 'invalid_request' });
  });

  it('refuses a creating call without an idempotency key, before any request', async () => {
    const fetchMock = stubFetchJson({ status: 'ok' });
    await expect(
      api.orders.modify({ id: 9, body: { modifications: [{ action: 'remove', order_item_id: 2 }] } }),
    ).rejects.toMatchObject({ kind: 'invalid_request', message: expect.stringMatching(/idempotency key/) });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends auth, JSON body and the idempotency key on creating calls', async () => {
    setCredentialsProvider(() => ({ bearer: 'tok' }));
    const fetchMock = stubFetchJson({
      status: 'ok',
      out_of_stock: false,
      updated: false,
      payable_amount_error: null,
      modifications: [],
    });
    await api.orders.modify(
      { id: 9, body: { modifications: [{ action: 'remove', order_item_id: 2 }] } },
      { idempotencyKey: 'k-1' },
    );
    const { url, init } = onlyCall(fetchMock);
    const headers = init.headers as Record<string, string>;
    expect(url).toBe(`${AGENCY_HOST}/api/v1/orders/9/modify`);
    expect(init.method).toBe('POST');
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers.Accept).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      modifications: [{ action: 'remove', order_item_id: 2 }],
    });
  });
});
