import { setupWorker } from 'msw/browser';
import { DATASETS, resetState, setPersistence, storageKey, webStoragePersistence } from './db/state.ts';
import { handlers } from './handlers/all.ts';
import { isFault, setFault } from './faults.ts';
import { isScenario, setScenario } from './scenarios.ts';
import { sessionStore } from '#lib/storage.ts';

// The fake backend inside the browser (npm run dev and demo builds), via a service worker. Demo state
// is saved to localStorage per dataset (`storefront-demo:<dataset>:v1`), so orders and accounts
// survive reloads; `?demo_reset=1` on the app URL starts over. `?scenario=<name>` switches a failure
// scenario for this tab (sessionStorage), `?scenario=none` switches it off. `?fault=<operation>:<fault>`
// makes one operation answer badly (faults.ts), e.g. `?fault=catalog.listCategories:malformed_json`;
// `?fault=none` switches it off.

const SCENARIO_KEY = 'storefront-demo:scenario';
const FAULT_KEY = 'storefront-demo:fault';

/** The tab's `<operation>:<fault>` switch, when it names a known operation and fault. */
function applyFault(value: string | null): boolean {
  const [operation = '', fault] = (value ?? '').split(':');
  setFault('*', 'none');
  if (!isFault(fault)) return false;
  try {
    setFault(operation, fault);
    return true;
  } catch {
    return false;
  }
}

/** localStorage, or null where the browser blocks it (its getter throws then). */
function browserLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Clears the saved demo state of every dataset; the next request starts from the seed. */
export function resetDemoState(): void {
  resetState();
  for (const name of DATASETS) browserLocalStorage()?.removeItem(storageKey(name));
}

function applyUrlSwitches(): void {
  const url = new URL(window.location.href);
  let changed = false;
  if (url.searchParams.get('demo_reset') === '1') {
    resetDemoState();
    url.searchParams.delete('demo_reset');
    changed = true;
  }
  const requested = url.searchParams.get('scenario');
  if (requested !== null) {
    if (isScenario(requested)) sessionStore.setItem(SCENARIO_KEY, requested);
    else sessionStore.removeItem(SCENARIO_KEY);
    url.searchParams.delete('scenario');
    changed = true;
  }
  const fault = url.searchParams.get('fault');
  if (fault !== null) {
    if (applyFault(fault)) sessionStore.setItem(FAULT_KEY, fault);
    else sessionStore.removeItem(FAULT_KEY);
    url.searchParams.delete('fault');
    changed = true;
  }
  applyFault(sessionStore.getItem(FAULT_KEY));
  const stored = sessionStore.getItem(SCENARIO_KEY);
  setScenario(isScenario(stored) ? stored : null);
  // Drop the switches from the address bar so a reload or a shared link does not repeat them.
  if (changed) window.history.replaceState(window.history.state, '', url);
}

/** Starts the service worker with the shared handlers; resolves once requests are intercepted. */
export async function startFakeBackend(): Promise<void> {
  // Where the browser blocks site data the demo runs from memory, as the app itself does.
  const local = browserLocalStorage();
  if (local) setPersistence(webStoragePersistence(local));
  applyUrlSwitches();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
}
