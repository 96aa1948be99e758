// The early boot script (app/boot/early/early.ts, inline in index.html) starts the first page's
// calls while the app's scripts still download. The app takes those answers instead of asking
// again: each once, by method and URL. Only the HTTP layer's public GETs take one (http.ts), and the
// early script sends them as the HTTP layer does (PUBLIC_GET in paths.ts, held to it by a test).

/** An early request, which the app that takes it may abort (its own timeout, or the shopper left). */
export type EarlyAnswer = Promise<Response> & { abort?: () => void };

// null: the app asked for it first, so the early script must not ask again.
type Early = Record<string, EarlyAnswer | null | undefined>;

const EARLY = 'storefrontEarly';
const holder = globalThis as { [EARLY]?: Early };

// An answer nobody took by then is not handed out later, when it could be stale.
const KEEP_MS = 30_000;

const keyOf = (method: string, url: string) => `${method} ${url}`;

/**
 * Starts a request for the app to take later (called by the early boot script only); nothing when
 * the app has already asked for it itself.
 */
export function startEarly(url: string, init: RequestInit = {}): EarlyAnswer | undefined {
  let early = holder[EARLY];
  if (!early) {
    early = holder[EARLY] = {};
    setTimeout(() => delete holder[EARLY], KEEP_MS);
  }
  const key = keyOf(init.method ?? 'GET', url);
  if (early[key] === null) return undefined;
  const controller = new AbortController();
  return (early[key] = Object.assign(fetch(url, { ...init, signal: controller.signal }), {
    abort: () => controller.abort(),
  }));
}

/**
 * The early script's answer for this method and URL, if it started one; taken once. On a repeat
 * visit the app's scripts come from the cache and may ask before the early script, which waits for
 * the config: the early script is then told not to ask as well.
 */
export function takeEarly(url: string, method = 'GET'): EarlyAnswer | undefined {
  const early = holder[EARLY];
  if (!early) return undefined;
  const key = keyOf(method, url);
  const started = early[key];
  early[key] = null;
  return started ?? undefined;
}
