import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPage,
  FIRST_PAGE_QUIET_MARK,
  holdUntilFirstPage,
} from '../../src/app/boot/first-page-gate';

// The background requests of startup (supplier refresh, version check, overrides, open orders)
// wait behind this gate while the first page loads.

afterEach(() => {
  vi.useRealTimers();
});

async function isOpen(): Promise<boolean> {
  let open = false;
  void afterFirstPage().then(() => (open = true));
  await vi.advanceTimersByTimeAsync(0);
  return open;
}

describe('first page gate', () => {
  it('opens the given moment after the first page starts rendering, not before', async () => {
    // Real performance marks: the budgets read the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const rendering = holdUntilFirstPage(2000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await isOpen()).toBe(false);

    rendering();
    await vi.advanceTimersByTimeAsync(1999);
    expect(await isOpen()).toBe(false);
    expect(performance.getEntriesByName(FIRST_PAGE_QUIET_MARK)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isOpen()).toBe(true);
    // The byte budgets count what a page loaded before this mark (e2e/support/route-assets.ts).
    expect(performance.getEntriesByName(FIRST_PAGE_QUIET_MARK)).toHaveLength(1);
  });
});
