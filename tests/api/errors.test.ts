// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isNotFound, isRefusal } from '../../src/api/errors.ts';
import { api } from '../../src/api/operations.ts';
import { category, stubFetchJson, useDeployment } from './helpers.ts';

beforeEach(() => useDeployment('agency'));
afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('ApiError', () => {
  it('times out with kind timeout when the server never answers', async () => {
    // A fetch that ignores its signal: the layer must still give up on its own.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const error = await failure(api.catalog.getCategory({ id: 1 }, { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
    expect(error.operation).toBe('catalog.getCategory');
    expect(error.status).toBeNull();
  });

  it('reports a caller abort as aborted, not as a timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const controller = new AbortController();
    const call = api.catalog.getCategory({ id: 1 }, { signal: controller.signal });
    controller.abort();
    expect((await failure(call)).kind).toBe('aborted');
  });

  it('reports a rejected fetch as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(api.catalog.getCategory({ id: 1 }));
    expect(error.kind).toBe('network');
  });

  it('turns a non-2xx answer into an http error with status, operation and messages', async () => {
    stubFetchJson({ status: 'error', messages: ['Order is closed', 'Try again'] }, 422);
    const error = await failure(api.orders.cancel({ order_id: 5 }, { idempotencyKey: 'attempt-1' }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 422,
      operation: 'orders.cancel',
      messages: ['Order is closed', 'Try again'],
    });
  });

  it('reads a single message string and survives a non-JSON error page', async () => {
    stubFetchJson({ message: 'Not found' }, 404);
    expect((await failure(api.catalog.getProduct({ id: 5 }))).messages).toEqual(['Not found']);
    stubFetchJson('<html>Bad gateway</html>', 502);
    expect(await failure(api.catalog.getProduct({ id: 5 }))).toMatchObject({
      kind: 'http',
      status: 502,
      messages: [],
    });
  });

  it("treats HTTP 200 with status 'error' as an http error", async () => {
    stubFetchJson({ status: 'error', messages: ['Invalid login or password'] });
    const error = await failure(api.account.signIn({ body: { login: 'a@b.co', password: 'nope' } }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 200,
      operation: 'account.signIn',
      messages: ['Invalid login or password'],
    });
  });

  it('rejects a body that does not match the schema as invalid_response, naming the field', async () => {
    stubFetchJson({ status: 'ok', category: { ...category, id: 'seven' } });
    const error = await failure(api.catalog.getCategory({ id: 7 }));
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toContain('category.id');
  });

  it('parses a valid body, stripping unknown keys and applying defaults', async () => {
    stubFetchJson({ status: 'ok', category: { id: 7, name: 'Dairy', image_url: null, extra: true } });
    const result = await api.catalog.getCategory({ id: 7 });
    expect(result.category).toEqual({ id: 7, name: 'Dairy', image_url: null, categories: [], products: [] });
  });

  it('accepts shopfront_config not_found as a normal answer', async () => {
    stubFetchJson({ status: 'not_found' });
    await expect(api.config.getShopfrontConfig()).resolves.toEqual({ status: 'not_found' });
  });

  it('returns version.txt as trimmed text', async () => {
    const fetchMock = vi.fn(async () => new Response('2025.03.14-abc\n', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.config.getVersion()).resolves.toBe('2025.03.14-abc');
    expect(fetchMock.mock.calls[0]).toEqual(['/version.txt', expect.objectContaining({ cache: 'no-cache' })]);
  });
});

describe('isRefusal and isNotFound', () => {
  const answer = async (body: unknown, status: number) => {
    stubFetchJson(body, status);
    return failure(api.catalog.getCategory({ id: 7 }));
  };

  it('call a 4xx, or a 200 saying error, a refusal; a 404 also not found', async () => {
    const missing = await answer({ status: 'error', messages: ['No such category'] }, 404);
    expect([isRefusal(missing), isNotFound(missing)]).toEqual([true, true]);
    const invalid = await answer({ status: 'error', messages: ['Bad id'] }, 422);
    expect([isRefusal(invalid), isNotFound(invalid)]).toEqual([true, false]);
    const saidError = await answer({ status: 'error', messages: ['Closed'] }, 200);
    expect([isRefusal(saidError), isNotFound(saidError)]).toEqual([true, false]);
  });

  it('call neither a 5xx, a broken answer nor no answer, which may have acted', async () => {
    const broken = await answer({ status: 'error', messages: ['Oops'] }, 500);
    const garbled = await answer({ status: 'ok', category: { id: 'seven' } }, 200);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await failure(api.catalog.getCategory({ id: 7 }));
    for (const error of [broken, garbled, offline, new Error('not an ApiError'), null]) {
      expect([isRefusal(error), isNotFound(error)]).toEqual([false, false]);
    }
  });
});
