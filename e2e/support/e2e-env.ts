// Where the e2e suite finds its servers and build. Defaults are what `npm test` uses; override them
// to run a second suite beside it: build with API_ORIGIN=http://127.0.0.1:$E2E_API_PORT into
// $E2E_DIST, then `E2E_API_PORT=… E2E_APP_PORT=… E2E_NGINX_PORT=… E2E_DIST=… playwright test`.
// E2E_WORKERS (playwright.config.ts, default 2) sets how many spec files run at once.
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const apiPort = port('E2E_API_PORT', 8787);

export const E2E = {
  apiPort,
  apiOrigin: `http://127.0.0.1:${apiPort}`,
  appPort: port('E2E_APP_PORT', 4173),
  nginxPort: port('E2E_NGINX_PORT', 8088),
  /** The production build under test, made with API_ORIGIN set to `apiOrigin`. */
  dist: process.env.E2E_DIST ?? 'dist',
} as const;
