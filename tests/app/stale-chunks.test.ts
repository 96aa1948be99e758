import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, VERSION_KEY } from '../../src/stores/store-keys';

// Each page load's listener goes with it, so one test's page cannot reload in the next.
const listeners: EventListenerOrEventListenerObject[] = [];

// The version this page load runs is kept by the version-check module, so each test loads both
// modules afresh, as a new page load would.
async function pageLoad() {
  vi.resetModules();
  (await import('../api/helpers')).useDeployment();
  const { checkVersion } = await import('../../src/app/navigation/version-check');
  const { reloadIfStale, reloadOnStaleChunks } = await import('../../src/app/offline/stale-chunks');
  const reload = vi.fn();
  const adding = vi.spyOn(window, 'addEventListener');
  reloadOnStaleChunks(reload);
  for (const [type, listener] of adding.mock.calls)
    if ((type as string) === 'vite:preloadError') listeners.push(listener as EventListener);
  adding.mockRestore();
  // What the listener sets off, awaited: a test of what does not happen waits for the decision.
  const failedChunk = () => reloadIfStale(reload);
  return { checkVersion, reload, failedChunk };
}

let deployed = 'build-a';
const fetchVersion = vi.fn(
  async () => new Response(`${deployed}\n`, { headers: { 'Content-Type': 'text/plain' } }),
);

function preloadError(): Event {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  deployed = 'build-a';
  fetchVersion.mockClear();
  vi.stubGlobal('fetch', fetchVersion);
});

afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener('vite:preloadError', listener);
  sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  sessionStorage.removeItem(VERSION_KEY);
});

describe('reloadOnStaleChunks', () => {
  it('reloads once when version.txt shows a new build, and not again in a loop', async () => {
    const { checkVersion, reload, failedChunk } = await pageLoad();
    await checkVersion(() => {});
    deployed = 'build-b';
    const first = preloadError();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The failure still reaches its caller, whose error page offers a reload too.
    expect(first.defaultPrevented).toBe(false);
    // The reloaded page fails again straight away: let the error page show instead.
    await failedChunk();
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for a file that failed while the build is unchanged (a connection back too late)', async () => {
    const { checkVersion, reload, failedChunk } = await pageLoad();
    await checkVersion(() => {});
    await failedChunk();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload before any check has named the running build', async () => {
    const { reload, failedChunk } = await pageLoad();
    deployed = 'build-b';
    await failedChunk();
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads, nor asks, offline: the file is missing for want of a connection', async () => {
    const { checkVersion, reload } = await pageLoad();
    await checkVersion(() => {});
    deployed = 'build-b';
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const event = preloadError();
    expect(event.defaultPrevented).toBe(false);
    // Back online, the next failure is checked and reloads. Had the offline one been checked too,
    // its check would have come first: two checks here, not one.
    online.mockReturnValue(true);
    preloadError();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fetchVersion).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the version check itself fails', async () => {
    const { checkVersion, reload, failedChunk } = await pageLoad();
    await checkVersion(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchVersion.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await failedChunk();
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });
});
