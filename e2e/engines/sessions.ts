import type { APIRequestContext, TestInfo } from '@playwright/test';
import { API, newBackend, pointAtSession } from '../fixtures';
import { E2E } from '../support/e2e-env';
import { startGate, type Gate } from './gate';

// What every cross-engine journey starts from, whatever drives the browser: a backend session of
// its own (as the rest of the suite has), and gates in front of the app and the mock API that the
// test can cut, so 'offline' means the connection is gone for the page, its service worker and its
// calls alike, in every engine.

export interface JourneyServers {
  app: Gate;
  api: Gate;
  close: () => Promise<void>;
}

/**
 * What serves the build: `vite preview`, as README's operator first tries it, or nginx with the
 * shipped config and its headers (CSP, caching), as deployed (e2e/nginx/global-setup.ts starts it).
 */
export type AppServer = 'preview' | 'nginx';

export async function journeyServers(
  request: APIRequestContext,
  testInfo: TestInfo,
  behind: AppServer = 'preview',
): Promise<JourneyServers> {
  const backend = newBackend(request);
  testInfo.annotations.push({ type: 'backend', description: backend.url });
  const api = await startGate({ target: API });
  const app = await startGate({
    target: behind === 'nginx' ? `http://127.0.0.1:${E2E.nginxPort}` : `http://localhost:${E2E.appPort}`,
    // The pictures the API's answers name stay on the API's own origin.
    policy: { from: API, to: `${API} ${api.url}` },
    rewrite: {
      path: '/config.json',
      // Every host of the deployment: the test's session, through the API's gate.
      json: (config) =>
        JSON.parse(JSON.stringify(pointAtSession(config, backend.url)).split(API).join(api.url)),
    },
  });
  return { app, api, close: async () => void (await Promise.all([app.close(), api.close()])) };
}
