import type { FullConfig } from '@playwright/test';
import { nginxAvailable, startNginx } from '../../tooling/nginx/start-nginx.ts';
import { startTlsServer } from '../tls/start-tls';
import { E2E } from '../support/e2e-env';

// Serves dist/ with the shipped nginx config for the `nginx` project, with the CSP rendered from the
// built dist/config.json (the file an operator deploys), and again over TLS and HTTP/2 for the `tls`
// project (e2e/tls/start-tls.ts). Never fails the run: the nginx specs read NGINX_E2E_SKIP /
// NGINX_E2E_ERROR (the tls specs TLS_E2E_SKIP / TLS_E2E_ERROR) and skip or fail with the reason,
// the other projects carry on.

export const SKIP_ENV = 'NGINX_E2E_SKIP';
export const ERROR_ENV = 'NGINX_E2E_ERROR';

async function startPlainServer(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  const available = nginxAvailable();
  if (!available.ok) {
    process.env[SKIP_ENV] = available.why;
    return undefined;
  }
  const baseURL = config.projects.find((project) => project.name === 'nginx')?.use.baseURL;
  const port = Number(new URL(baseURL ?? 'http://127.0.0.1:8088').port);
  try {
    const nginx = await startNginx({ root: E2E.dist, port, deployment: `${E2E.dist}/config.json` });
    return nginx.stop;
  } catch (error) {
    process.env[ERROR_ENV] = error instanceof Error ? error.message : String(error);
    return undefined;
  }
}

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const stops = [await startPlainServer(config), await startTlsServer()];
  return async () => {
    for (const stop of stops) await stop?.();
  };
}
