import { configApi } from '../../api/operations/config';
import { VERSION_KEY } from '../../stores/store-keys';

// A deploy replaces every hashed chunk; a tab still running the old build would fail to load them.
// Checking a tiny never-cached file on navigation lets the app reload into the new build.

/**
 * Fetches /version.txt and, when it differs from the stored checksum, reloads into `targetUrl`.
 * The first check only stores it. Failures are logged and never block the shopper.
 */
export async function checkVersion(
  targetUrl: string,
  reload: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
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
  if (stored !== null && stored !== current) reload(targetUrl);
}
