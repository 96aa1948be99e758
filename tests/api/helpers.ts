import { vi } from 'vitest';
import { parseDeploymentConfig, setDeploymentConfig } from '../../src/config/deployment-config.ts';
import reference from '../../deployments/reference.json' with { type: 'json' };

export const AGENCY_HOST = 'https://agency.test/api';
export const MAIN_HOST = 'https://main.test';

/** Installs a deployment config for the api layer, in agency (default) or market mode. */
export function useDeployment(mode: 'agency' | 'market' = 'agency'): void {
  setDeploymentConfig(
    parseDeploymentConfig({
      ...reference,
      features: { ...reference.features, agency: mode === 'agency', multi_supplier: mode === 'market' },
      api: { agency_host: AGENCY_HOST, main_host: MAIN_HOST, account_scope: 'customer' },
    }),
  );
}

/** Stubs global fetch with one canned JSON answer and returns the mock to inspect calls. */
export function stubFetchJson(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL and init of the only fetch call. */
export function onlyCall(fetchMock: ReturnType<typeof stubFetchJson>): { url: string; init: RequestInit } {
  if (fetchMock.mock.calls.length !== 1)
    throw new Error(`expected 1 fetch call, got ${fetchMock.mock.calls.length}`);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url: String(url), init: init ?? {} };
}

export const category = { id: 7, name: 'Dairy', image_url: null, categories: [], products: [] };
