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

export async function journeyServers(
  request: APIRequestContext,
  testInfo: TestInfo,
): Promise<JourneyServers> {
  const backend = newBackend(request);
  testInfo.annotations.push({ type: 'backend', description: backend.url });
  const api = await startGate({ target: API });
  const app = await startGate({
    target: `http://localhost:${E2E.appPort}`,
    rewrite: {
      path: '/config.json',
      // Every host of the deployment: the test's session, through the API's gate.
      json: (config) =>
        JSON.parse(JSON.stringify(pointAtSession(config, backend.url)).split(API).join(api.url)),
    },
  });
  return { app, api, close: async () => void (await Promise.all([app.close(), api.close()])) };
}
