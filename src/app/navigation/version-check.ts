import { configApi } from '#api/operations/config.ts';
import { VERSION_KEY } from '#stores/store-keys.ts';
import { sessionStore } from '#lib/storage.ts';

// A deploy replaces every hashed chunk. Checking a tiny never-cached file on navigation tells the
// tab a new build is out; the tab then offers 'A new version is ready' (app/offline/notices.tsx)
// rather than reloading under the shopper, who may be halfway through a checkout.

/** The build this page load runs, as version.txt named it at the first check that answered. */
let running: string | undefined;

/** The deployed build's checksum; empty when the check failed, which is only logged. */
async function deployedVersion(): Promise<string> {
  try {
    return String(await configApi.getVersion({})).trim();
  } catch (error) {
    console.warn('version check failed', error);
    return '';
  }
}

/**
 * Fetches /version.txt and, when it differs from the stored checksum, calls `deployed`. The first
 * check only stores it. Failures are logged and never block the shopper.
 */
export async function checkVersion(deployed: () => void): Promise<void> {
  const current = await deployedVersion();
  if (!current) return;
  running ??= current;
  const stored = sessionStore.getItem(VERSION_KEY);
  sessionStore.setItem(VERSION_KEY, current);
  if (stored !== null && stored !== current) deployed();
}

/**
 * Whether the server now has another build than the one this page load runs. Unknown (no check
 * has answered yet, or this one failed) counts as no: only a known deploy may reload the page.
 */
export async function replacedSinceLoad(): Promise<boolean> {
  const current = await deployedVersion();
  return running !== undefined && current !== '' && current !== running;
}
