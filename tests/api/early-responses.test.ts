// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationDefinition } from '../../src/api/define.ts';
import { startEarly, takeEarly } from '../../src/api/early-responses.ts';
import { callOperation } from '../../src/api/http.ts';
import { setCredentialsProvider } from '../../src/api/http-target.ts';
import { api } from '../../src/api/operations.ts';
import { PUBLIC_GET } from '../../src/api/paths.ts';
import { AGENCY_HOST, useDeployment } from './helpers.ts';

const GET = { method: 'GET', headers: { Accept: 'application/json' } };

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(`answer for ${url}`)),
  );
});
afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setCredentialsProvider(() => ({}));
});

describe('answers started by the early boot script', () => {
  it('are taken once, by the same method and URL', async () => {
    startEarly('https://api.test/a', GET);
    const taken = takeEarly('https://api.test/a', 'GET');
    expect(await (await taken)?.text()).toBe('answer for https://api.test/a');
    expect(takeEarly('https://api.test/a', 'GET')).toBeUndefined();
    expect(startEarly('https://api.test/a', GET)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are not handed to another method or URL', () => {
    startEarly('https://api.test/a', GET);
    expect(takeEarly('https://api.test/a', 'POST')).toBeUndefined();
    expect(takeEarly('https://api.test/b')).toBeUndefined();
    expect(takeEarly('https://api.test/a')).toBeDefined();
  });

  it('are dropped after 30 s, when they could be stale', () => {
    startEarly('https://api.test/a', GET);
    vi.advanceTimersByTime(30_000);
    expect(takeEarly('https://api.test/a')).toBeUndefined();
  });

  it('are not asked for by the early script once the app has asked itself (scripts from the cache)', async () => {
    startEarly('/config.json');
    expect(takeEarly('https://api.test/a')).toBeUndefined();
    expect(startEarly('https://api.test/a', GET)).toBeUndefined();
    expect(takeEarly('https://api.test/a')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/config.json');
  });

  it('are nothing when the early script did not run (no CSP allowance, dev server)', () => {
    expect(takeEarly('https://api.test/a')).toBeUndefined();
  });
});

// The HTTP layer takes an early answer by method and URL, trusting that the early script sent the
// request as it would have: these hold the two to that, through the real HTTP layer.
describe('the HTTP layer and early answers', () => {
  const CATEGORIES_URL = `${AGENCY_HOST}/catalog/v1/categories?supplier_id=14`;
  const listCategories = api.catalog.listCategories.definition;
  const answer = () => new Response(JSON.stringify({ status: 'ok', categories: [] }));

  beforeEach(() => {
    useDeployment('agency');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    );
  });

  /** The init of the only request fetch was asked for, its abort signal left out. */
  function onlyInit(): RequestInit {
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe(CATEGORIES_URL);
    const { signal: _signal, ...rest } = init ?? {};
    return rest;
  }

  it('sends a public catalogue GET with exactly the headers the early script sends', async () => {
    expect(listCategories.auth).toEqual([]);
    await callOperation(listCategories, { supplier_id: 14 });
    const init = onlyInit();
    expect(init.headers).toEqual(PUBLIC_GET.headers);
    expect(init).toEqual(PUBLIC_GET);
  });

  it("takes the early script's answer for a public catalogue GET instead of asking again", async () => {
    startEarly(CATEGORIES_URL, PUBLIC_GET);
    await callOperation(listCategories, { supplier_id: 14 });
    // The only request is the early script's.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never hands an early answer to a signed-in request for the same URL', async () => {
    setCredentialsProvider(() => ({ bearer: 'token' }));
    startEarly(CATEGORIES_URL, PUBLIC_GET);
    vi.mocked(fetch).mockClear();
    const signedIn: OperationDefinition = { ...listCategories, auth: ['bearer'] };
    await callOperation(signedIn, { supplier_id: 14 });
    expect(onlyInit().headers).toMatchObject({ Authorization: 'Bearer token' });
  });

  it('never hands an early answer to a request other than a GET', async () => {
    startEarly(CATEGORIES_URL, PUBLIC_GET);
    startEarly(CATEGORIES_URL, { method: 'POST' });
    vi.mocked(fetch).mockClear();
    const post: OperationDefinition = { ...listCategories, method: 'POST' };
    await callOperation(post, { supplier_id: 14 });
    expect(onlyInit().method).toBe('POST');
  });

  it('aborts an early request that never answers when the call times out, freeing its connection', async () => {
    let earlySignal: AbortSignal | undefined;
    vi.mocked(fetch).mockImplementation((_url, init) => {
      earlySignal = init?.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    startEarly(CATEGORIES_URL, PUBLIC_GET);
    const call = callOperation(listCategories, { supplier_id: 14 }, { timeoutMs: 1_000 });
    const outcome = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    expect(earlySignal?.aborted).toBe(true);
  });
});
