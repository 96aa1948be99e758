// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarly, takeEarly } from '../../src/api/early-responses.ts';

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
});

describe('answers started by the early boot script', () => {
  it('are taken once, by the very same request', async () => {
    startEarly('https://api.test/a', GET);
    const taken = takeEarly('https://api.test/a', { method: 'GET', headers: { Accept: 'application/json' } });
    expect(await (await taken)?.text()).toBe('answer for https://api.test/a');
    expect(takeEarly('https://api.test/a', GET)).toBeUndefined();
    expect(startEarly('https://api.test/a', GET)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are not handed to a request that differs (another header: a signed-in call)', () => {
    startEarly('https://api.test/a', GET);
    expect(
      takeEarly('https://api.test/a', {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: 'Bearer t' },
      }),
    ).toBeUndefined();
    expect(takeEarly('https://api.test/b', GET)).toBeUndefined();
    expect(takeEarly('https://api.test/a', GET)).toBeDefined();
  });

  it('are dropped after 30 s, when they could be stale', () => {
    startEarly('https://api.test/a', GET);
    vi.advanceTimersByTime(30_000);
    expect(takeEarly('https://api.test/a', GET)).toBeUndefined();
  });

  it('are not asked for by the early script once the app has asked itself (scripts from the cache)', async () => {
    startEarly('/config.json');
    expect(takeEarly('https://api.test/a', GET)).toBeUndefined();
    expect(startEarly('https://api.test/a', GET)).toBeUndefined();
    expect(takeEarly('https://api.test/a', GET)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/config.json');
  });

  it('are nothing when the early script did not run (no CSP allowance, dev server)', () => {
    expect(takeEarly('https://api.test/a', GET)).toBeUndefined();
  });
});
