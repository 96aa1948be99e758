import { ConfigError, parseDeploymentConfig, type DeploymentConfig } from '#config/deployment-config.ts';
import { CONFIG_URL } from '#api/paths.ts';
import { takeEarly } from '#api/early-responses.ts';
import { explained } from '#lib/zod-messages.ts';

/**
 * config.json could not be asked for at all: no connection, or the host not reached. That is no
 * fault of the deployment's, so the shopper is told to check the connection (config-error.tsx), not
 * that the shop is set up wrongly.
 */
export class ConfigUnreachableError extends ConfigError {
  constructor(cause: unknown) {
    super('config.json could not be fetched', [{ path: 'config.json', message: 'could not be fetched' }]);
    this.name = 'ConfigUnreachableError';
    this.cause = cause;
  }
}

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
  } catch (error) {
    throw new ConfigUnreachableError(error);
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
