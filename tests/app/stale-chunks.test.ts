import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunks } from '../../src/app/boot/session-setup';

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('reloadOnStaleChunks', () => {
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
});
