import { create } from 'zustand';
import type * as OfflineTasks from '../offline/start-offline';
import type { StartedApp } from '../offline/start-offline';
import { afterFirstPage } from './first-page-gate';
import { MANIFEST_FILE } from '#sw/app-files.ts';

// Everything that waits for the first page's quiet moment (first-page-gate.ts), in one list, so
// what starts after the first page is read here rather than found in several files. None of it
// changes the first paint; each loads its code only then (the offline-first tasks share one file,
// build/chunk-groups.ts). What the first render needs is not here but in startApp: the connection
// alert, and the basket's write-behind, which merges with other tabs from the first press
// (decision 033). The server's overrides and the supplier refresh wait on the same gate, in
// startApp and the root loader, since they hand their answers back there.

type Offline = typeof OfflineTasks;
const offline = (start: (m: Offline) => (app: StartedApp) => void) => (app: StartedApp) =>
  import('../offline/start-offline').then((m) => start(m)(app));

/** The tasks of the list, by name. */
type TaskName =
  | 'web manifest'
  | 'kept query cache'
  | 'service worker'
  | 'install offer'
  | 'version check'
  | 'stale-chunk reload'
  | 'offline and install notices'
  | 'signed-in watch'
  | 'related items';

// Which tasks have started. Where nothing holds the first page (tests, a render without boot),
// the shell's own tasks count as started, as everything did before the gate existed.
let listed = false;

/** Forgets which tasks started (tests, which boot the app again and again). */
export function resetStartedAfterFirstPage(): void {
  listed = false;
  useStartedAfterFirstPage.setState({}, true);
}
const useStartedAfterFirstPage = create<Partial<Record<TaskName, true>>>(() => ({}));

/** What starts after the first page, in this order. */
export const AFTER_FIRST_PAGE: readonly { name: TaskName; start: (app: StartedApp) => unknown }[] = [
  // Linked from index.html, the manifest and then its icon were two of the first round's requests
  // on a slow link, beside the app's scripts and the page's calls, for nothing the first page shows
  // (Lighthouse, median of 7, HTTP/1.1: a product link's LCP 2 187 -> 2 027 ms, the home's
  // 2 106 -> 2 046, a category's 2 105 -> 2 023). Only installing reads it, and that offer comes later.
  { name: 'web manifest', start: linkManifest },
  { name: 'kept query cache', start: offline((m) => m.keepQueries) },
  { name: 'service worker', start: offline((m) => m.startServiceWorker) },
  { name: 'install offer', start: offline((m) => m.watchPagesForInstall) },
  { name: 'version check', start: offline((m) => m.checkVersionOnEachPage) },
  { name: 'stale-chunk reload', start: offline((m) => () => m.reloadOnStaleChunks()) },
  { name: 'offline and install notices', start: offline((m) => m.showNoticesWhenDue) },
  // Its component is in the shell (layout/open-orders-watch.tsx): it starts watching when told.
  { name: 'signed-in watch', start: () => useStartedAfterFirstPage.setState({ 'signed-in watch': true }) },
  // A product page's related items (routes/catalog/product.tsx) ask for their offers only from now:
  // on a phone they are near the screen at once, and their calls shared the slow link with the
  // app's own scripts (Lighthouse's product LCP 2.6 s in one run of three, against 2.2 s).
  { name: 'related items', start: () => useStartedAfterFirstPage.setState({ 'related items': true }) },
];

function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  document.head.append(
    Object.assign(document.createElement('link'), { rel: 'manifest', href: `/${MANIFEST_FILE}` }),
  );
}

/** Whether a task of the list has started, for a component that waits on it. */
export function useStartedAfter(name: TaskName): boolean {
  const started = useStartedAfterFirstPage((state) => state[name] === true);
  return !listed || started;
}

/**
 * Starts every task of the list (or those given, in tests) once the first page has had its moment.
 * Offline before a task's file came, the shop runs without it, and the next visit with a
 * connection brings it.
 */
export function startAfterFirstPage(app: StartedApp, tasks = AFTER_FIRST_PAGE): void {
  listed = true;
  for (const { name, start } of tasks)
    void afterFirstPage()
      .then(() => start(app))
      .catch((error: unknown) => console.warn(`${name} not started after the first page`, error));
}
