import { SW_MESSAGES, SW_URL } from '#sw/sw-rules.ts';
import { pwaState } from './pwa-state';

// Registers the storefront's service worker (src/sw/sw.ts) and turns a new build's worker into the
// 'A new version is ready' notice. The new worker waits; Reload tells it to take over, and the page
// reloads once it has, so the page and its chunks come from one build.

function offer(worker: ServiceWorker): void {
  pwaState.setState({
    update: () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      worker.postMessage({ type: SW_MESSAGES.skipWaiting });
    },
  });
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // updateViaCache 'none': the worker script is always revalidated, so a deploy is found at once.
  const registration = await navigator.serviceWorker.register(SW_URL, { updateViaCache: 'none' });
  // A worker that installs while another controls the page is a new build; the first install
  // (no controller yet) is not an update.
  const watch = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
    });
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  if (registration.installing) watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watch(registration.installing);
  });
}

/**
 * A deploy was noticed (version.txt changed). With a worker, it fetches the new build's worker,
 * which precaches the new build and then offers itself; without one, the page offers a reload.
 */
export async function newBuildDeployed(reload: () => void): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration?.active) await registration.update();
  else pwaState.setState({ update: reload });
}
