import { CHUNK_RELOAD_KEY } from '#stores/store-keys.ts';
import { sessionStore } from '#lib/storage.ts';

const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * After a deploy an open tab asks for chunks that no longer exist: reload once into the new build.
 * A chunk also fails for want of a connection, and the browser may report that failure after the
 * connection is back, so only a deploy that version.txt confirms reloads. The failure still
 * reaches its caller, whose error page offers a reload of its own. A second reload within a
 * minute would be a loop: a new build that fails too leaves its error page showing.
 */
export function reloadOnStaleChunks(reload: () => void = () => window.location.reload()): void {
  window.addEventListener('vite:preloadError', () => void reloadIfStale(reload));
}

/** What a chunk that failed to load sets off: settles once it has reloaded or decided not to. */
export async function reloadIfStale(reload: () => void): Promise<void> {
  if (!navigator.onLine) return;
  try {
    const { replacedSinceLoad } = await import('../navigation/version-check');
    if (!(await replacedSinceLoad())) return;
    const last = Number(sessionStore.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - last < CHUNK_RELOAD_WINDOW_MS) return;
    sessionStore.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    reload();
  } catch {
    // No answer about the build: the error page's own reload is the way on.
  }
}
