/**
 * Runs `work` while holding a lock that every tab of this origin shares (the Web Locks API), so
 * a money step (placing an order, opening a payment) runs in one tab at a time and the next tab
 * starts only once the first has written down what it did. Browsers without Web Locks (and jsdom)
 * run it at once: the supplier's idempotency and one-open-payment rules still hold there.
 */
export function withTabLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  return locks.request(name, () => work()) as Promise<T>;
}

/** Whether another tab (or this one) holds the lock now: to say 'already being placed' while waiting. */
export async function isTabLockHeld(name: string): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return false;
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === name);
}
