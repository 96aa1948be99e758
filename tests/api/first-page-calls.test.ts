// @vitest-environment node
// The early boot script builds the first page's URLs with firstPageCalls; the app takes its answers
// by method and URL. These run the screens' own queries and compare, so a change to an
// operation's path, host or query that the early script did not follow fails here, not silently in
// production as a request made twice.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKETPLACE, type SupplierRef } from '../../src/api/define.ts';
import { hostsOf, PUBLIC_GET } from '../../src/api/paths.ts';
import { firstPageCalls, type FirstPage } from '../../src/app/boot/early/first-page-calls.ts';
import { getDeploymentConfig } from '../../src/config/deployment-config.ts';
import { homeQueries } from '../../src/features/catalog/queries.ts';
import { categoryQuery, productOffersQuery, productQuery } from '../../src/features/catalog/queries.ts';
import { stubFetchJson, useDeployment } from './helpers.ts';

afterEach(() => vi.unstubAllGlobals());

/** What the screens' queries for `page` ask for: each URL with its init, the signal left out. */
async function requestedBy(page: FirstPage, shop: SupplierRef) {
  const fetchMock = stubFetchJson({ status: 'ok' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const queries =
    page.name === 'home'
      ? Object.values(homeQueries(shop)).filter((query) => query.enabled !== false)
      : page.name === 'category'
        ? [categoryQuery(shop, page.id)]
        : [productQuery(shop, page.id), productOffersQuery(shop, page.id)];
  // The canned answer fits no schema: only the requests matter here.
  await Promise.all(queries.map((query) => client.fetchQuery(query as never).catch(() => undefined)));
  return fetchMock.mock.calls.map(([url, init]) => {
    const { signal: _signal, ...rest } = init ?? {};
    return { url, init: rest };
  });
}

function expectSameRequests(requested: { url: string; init: RequestInit }[], calls: Record<string, string>) {
  expect(requested.map((request) => request.url).sort()).toEqual(Object.values(calls).sort());
  for (const { init } of requested) expect(JSON.stringify(init)).toBe(JSON.stringify(PUBLIC_GET));
}

const pages: FirstPage[] = [{ name: 'home' }, { name: 'category', id: 101 }, { name: 'product', id: 1001 }];
const cases = [
  { mode: 'agency', shop: { id: 14, api_endpoint: null } },
  { mode: 'market', shop: { id: 3, api_endpoint: 'https://a.supplier.test/api/' } },
  { mode: 'market', shop: { id: 4, api_endpoint: null } },
  { mode: 'market', shop: MARKETPLACE },
] as const;

describe('the first page calls the early script starts', () => {
  for (const { mode, shop } of cases) {
    for (const page of pages) {
      it(`are the ${page.name} page's own requests (${mode} mode, shop ${shop.id}, endpoint ${shop.api_endpoint ?? 'none'})`, async () => {
        useDeployment(mode);
        const { api, features } = getDeploymentConfig();
        const calls = firstPageCalls(page, api, features.multi_supplier, shop);
        expectSameRequests(await requestedBy(page, shop), calls);
      });
    }
  }

  it('leave the leaflets out for the marketplace, which has none of its own', () => {
    useDeployment('market');
    const { api } = getDeploymentConfig();
    expect(Object.keys(firstPageCalls({ name: 'home' }, api, true, MARKETPLACE)).sort()).toEqual([
      'ads',
      'banners',
      'categories',
    ]);
  });
});

describe('hostsOf, which reads the hosts from the config the early script has not validated', () => {
  it('gives both hosts when both are text, and nothing otherwise', () => {
    const hosts = { agency_host: 'https://agency.test/api', main_host: 'https://main.test' };
    expect(hostsOf({ ...hosts, extra: 1 })).toEqual(hosts);
    expect(hostsOf({ ...hosts, main_host: 7 })).toBeNull();
    expect(hostsOf({ agency_host: hosts.agency_host })).toBeNull();
    expect(hostsOf('https://agency.test/api')).toBeNull();
    expect(hostsOf(null)).toBeNull();
  });
});
