import { ConfigError, parseDeploymentConfig, type DeploymentConfig } from '../../config/deployment-config';
import { CONFIG_URL } from '../../api/paths';
import { takeEarly } from '../../api/early-responses';
import { explained } from '../../lib/zod-messages';

/**
 * Fetches /config.json. index.html preloads it, and this request matches the preload (default cache
 * mode, same-origin credentials), so it never waits for the scripts. The server sends it no-cache,
 * so a redeployed config applies on the next load, and an unchanged one costs a 304. The early boot
 * script asks for it first (taking the preload), and this takes its answer.
 */
export async function fetchDeploymentConfig(): Promise<DeploymentConfig> {
  let response: Response;
  try {
    response = await (takeEarly(CONFIG_URL) ?? fetch(CONFIG_URL));
  } catch {
    throw new ConfigError('config.json could not be fetched', [
      { path: 'config.json', message: 'could not be fetched' },
    ]);
  }
  if (!response.ok) {
    throw new ConfigError(`config.json answered ${response.status}`, [
      { path: 'config.json', message: `answered HTTP ${response.status}` },
    ]);
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('config.json is not JSON', [{ path: 'config.json', message: 'is not valid JSON' }]);
  }
  return explained(
    () => parseDeploymentConfig(raw),
    (error) => error instanceof ConfigError,
  );
}
