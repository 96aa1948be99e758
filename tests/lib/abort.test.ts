// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { api } from '../../src/api/operations.ts';
import { anySignal, timeoutSignal } from '../../src/lib/abort.ts';
import { useDeployment } from '../api/helpers.ts';

// Safari before 17.4 and Firefox before 124 have neither AbortSignal.any nor AbortSignal.timeout:
// there the API layer used to throw a TypeError on every call. Each test runs with the natives and
// without them, as such a browser would.

const NATIVES = ['any', 'timeout'] as const;
const saved = NATIVES.map((name) => [name, Object.getOwnPropertyDescriptor(AbortSignal, name)] as const);

function withoutNatives() {
  for (const name of NATIVES) Reflect.deleteProperty(AbortSignal, name);
  expect([typeof AbortSignal.any, typeof AbortSignal.timeout]).toEqual(['undefined', 'undefined']);
}

afterEach(() => {
  for (const [name, descriptor] of saved)
    if (descriptor) Object.defineProperty(AbortSignal, name, descriptor);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe.each([
  ['with the native signals', () => undefined],
  ['without AbortSignal.any and AbortSignal.timeout', withoutNatives],
])('%s', (_name, setUp) => {
  beforeEach(() => setUp());

  it('times out with a TimeoutError', async () => {
    const signal = timeoutSignal(5);
    const reason = await new Promise((resolve) =>
      signal.addEventListener('abort', () => resolve(signal.reason)),
    );
    expect((reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts when the first of its signals does, with that one’s reason', () => {
    const first = new AbortController();
    const second = new AbortController();
    const signal = anySignal([first.signal, second.signal]);
    expect(signal.aborted).toBe(false);
    second.abort('left the page');
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('left the page');
    first.abort('too late');
    expect(signal.reason).toBe('left the page');
  });

  it('is aborted at once when one of its signals already is', () => {
    const done = new AbortController();
    done.abort('gone');
    const signal = anySignal([new AbortController().signal, done.signal]);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('gone');
  });

  it('lets an API call time out, and a caller abort it, instead of failing on a TypeError', async () => {
    useDeployment('agency');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const timedOut = await api.catalog.getCategory({ id: 1 }, { timeoutMs: 20 }).catch((error) => error);
    expect(timedOut).toBeInstanceOf(ApiError);
    expect((timedOut as ApiError).kind).toBe('timeout');

    const controller = new AbortController();
    const call = api.catalog.getCategory({ id: 1 }, { signal: controller.signal }).catch((error) => error);
    controller.abort();
    expect(((await call) as ApiError).kind).toBe('aborted');
  });
});

it('without AbortSignal.timeout, times out after the given time and not before', async () => {
  withoutNatives();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const signal = timeoutSignal(60_000);
  await vi.advanceTimersByTimeAsync(59_999);
  expect(signal.aborted).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(signal.aborted).toBe(true);
});

it('leaves nothing listening on a long-lived signal once it has aborted', () => {
  withoutNatives();
  const page = new AbortController();
  const remove = vi.spyOn(page.signal, 'removeEventListener');
  const call = new AbortController();
  anySignal([page.signal, call.signal]);
  call.abort();
  expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
});
