// Where the e2e suite finds its servers and build. Defaults are what `npm test` uses; override them
// to run a second suite beside it: build with API_ORIGIN=http://127.0.0.1:$E2E_API_PORT into
// $E2E_DIST, then `E2E_API_PORT=… E2E_APP_PORT=… E2E_NGINX_PORT=… E2E_TLS_PORT=… E2E_DIST=… playwright test`.
// E2E_WORKERS (playwright.config.ts, default 2) sets how many spec files run at once.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const apiPort = port('E2E_API_PORT', 8787);
const tlsPort = port('E2E_TLS_PORT', 8443);

export const E2E = {
  apiPort,
  apiOrigin: `http://127.0.0.1:${apiPort}`,
  appPort: port('E2E_APP_PORT', 4173),
  nginxPort: port('E2E_NGINX_PORT', 8088),
  /** nginx with TLS and HTTP/2 for the `tls` project (e2e/tls/); a self-signed certificate. */
  tlsPort,
  /** The same nginx's plain-HTTP server, which only redirects to https (default: the TLS port + 1). */
  tlsHttpPort: port('E2E_TLS_HTTP_PORT', tlsPort + 1),
  /** The production build under test, made with API_ORIGIN set to `apiOrigin`. */
  dist: process.env.E2E_DIST ?? 'dist',
} as const;
