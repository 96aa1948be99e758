import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY } from '../../src/stores/store-keys';
import { reloadOnStaleChunks } from '../../src/app/boot/session-setup';

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('reloadOnStaleChunks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  });

  it('reloads once after a failed chunk, and not again in a loop', () => {
    const reload = vi.fn();
    reloadOnStaleChunks(reload);
    const first = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    // The reloaded page fails again straight away: let the error page show instead.
    const second = preloadError();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  // Every listener added above is still there, and none may reload.
  it('never reloads offline: the file is missing for want of a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    reloadOnStaleChunks(reload);
    const event = preloadError();
    expect(reload).not.toHaveBeenCalled();
    // The import fails to its caller, whose error state offers to try again.
    expect(event.defaultPrevented).toBe(false);
  });
});
