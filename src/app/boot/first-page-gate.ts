// What changes nothing on the first paint (the server's overrides, the supplier refresh, the
// version check, the open-orders watch) waits until the first page has had the network to itself
// for a moment. On a slow link every request made during startup shares it with the app's own
// scripts, the page's data and its lead picture; these four can come a little later at no cost,
// since the first paint uses what is stored (decision 011, "After the first page").

/** How long after the app has started rendering its first page the requests above may start. */
export const QUIET_AFTER_FIRST_PAGE_MS = 2000;

// Open unless startApp holds it: tests and anything else that renders the app without booting it
// see the old behaviour, everything at once.
let gate: Promise<void> = Promise.resolve();

/** The performance mark set as the gate opens: the byte budgets count what loaded before it. */
export const FIRST_PAGE_QUIET_MARK = 'first-page-quiet';

/** Closes the gate until `quietMs` after the returned function is called (the first render). */
export function holdUntilFirstPage(quietMs = QUIET_AFTER_FIRST_PAGE_MS): () => void {
  let open = () => {};
  gate = new Promise<void>((resolve) => (open = resolve));
  return () =>
    setTimeout(() => {
      performance.mark(FIRST_PAGE_QUIET_MARK);
      open();
    }, quietMs);
}

/** Resolves once the first page has had its quiet moment (at once when nothing holds the gate). */
export function afterFirstPage(): Promise<void> {
  return gate;
}
