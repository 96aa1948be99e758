import { configApi } from '../../api/operations/config';
import { VERSION_KEY } from '../../stores/store-keys';

// A deploy replaces every hashed chunk. Checking a tiny never-cached file on navigation tells the
// tab a new build is out; the tab then offers 'A new version is ready' (app/offline/notices.tsx)
// rather than reloading under the shopper, who may be halfway through a checkout.

/**
 * Fetches /version.txt and, when it differs from the stored checksum, calls `deployed`. The first
 * check only stores it. Failures are logged and never block the shopper.
 */
export async function checkVersion(deployed: () => void): Promise<void> {
  let current: string;
  try {
    current = String(await configApi.getVersion({})).trim();
  } catch (error) {
    console.warn('version check failed', error);
    return;
  }
  if (!current) return;
  const stored = sessionStorage.getItem(VERSION_KEY);
  sessionStorage.setItem(VERSION_KEY, current);
  if (stored !== null && stored !== current) deployed();
}
