// The early boot script (app/boot/early.ts, inline in index.html) starts the first
// page's calls while the app's scripts still download. The app takes those answers instead of asking
// again: each once, and only for a request identical to the one the early script sent.

interface Started {
  init: string;
  response: Promise<Response>;
}

// null: the app asked for it first, so the early script must not ask again.
type Early = Record<string, Started | null | undefined>;

const EARLY = 'storefrontEarly';
const holder = globalThis as { [EARLY]?: Early };

// An answer nobody took by then is not handed out later, when it could be stale.
const KEEP_MS = 30_000;

/**
 * Starts a request for the app to take later (called by the early boot script only); nothing when
 * the app has already asked for it itself.
 */
export function startEarly(url: string, init: RequestInit = {}): Promise<Response> | undefined {
  let early = holder[EARLY];
  if (!early) {
    early = holder[EARLY] = {};
    setTimeout(() => delete holder[EARLY], KEEP_MS);
  }
  if (early[url] === null) return undefined;
  const response = fetch(url, init);
  early[url] = { init: JSON.stringify(init), response };
  return response;
}

/**
 * The early script's answer for this request, if it sent the very same one; taken once. On a
 * repeat visit the app's scripts come from the cache and may ask before the early script, which
 * waits for the config: the early script is then told not to ask as well.
 */
export function takeEarly(url: string, init: RequestInit = {}): Promise<Response> | undefined {
  const early = holder[EARLY];
  if (!early) return undefined;
  const started = early[url];
  // A request that differs (a signed-in one) leaves the answer to the one it was started for.
  if (started && started.init !== JSON.stringify(init)) return undefined;
  early[url] = null;
  return started?.response;
}
