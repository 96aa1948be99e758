/**
 * A one-page Web Locks API for jsdom (which has none): exclusive locks granted in request order,
 * so tests see the queueing that Chromium gives every tab of an origin.
 */
export function installWebLocks(): () => void {
  const tails = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  const locks = {
    request<T>(name: string, work: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(async () => {
        held.add(name);
        try {
          return await work();
        } finally {
          held.delete(name);
        }
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })) }),
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => {
    delete (navigator as { locks?: unknown }).locks;
  };
}
