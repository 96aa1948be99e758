// @vitest-environment node
// A supplier-host call goes to the supplier its query key names, never to whichever supplier is
// selected when the fetch starts: otherwise a cached answer could belong to another host than its
// key says (docs/decisions/013-query-keys-and-hosts.md).
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MissingParameterError } from '../../src/api/errors.ts';
import { api } from '../../src/api/operations.ts';
import * as catalogKeys from '../../src/api/keys/catalog.ts';
import { rootCategoriesQuery } from '../../src/features/catalog/queries.ts';
import { categoryQuery } from '../../src/features/catalog/queries.ts';
import { createQueryClient } from '../../src/lib/query-client.ts';
import { useSuppliersStore } from '../../src/stores/suppliers-store.ts';
import { answerOnlyWith, server } from '../support/msw.ts';
import { category, useDeployment } from './helpers.ts';

const SHOP_A = { id: 3, name: 'Shop A', api_endpoint: 'https://a.supplier.test/api' };
const SHOP_B = { id: 4, name: 'Shop B', api_endpoint: 'https://b.supplier.test/api' };

let requested: string[] = [];
// Both shops answer, each with its own data, so a request to the wrong one would pass unnoticed
// unless the test looks at where it went and what was cached. Nothing else answers.
answerOnlyWith(
  ...[SHOP_A, SHOP_B].flatMap((shop) => [
    http.get(`${shop.api_endpoint}/catalog/v1/categories/:id`, ({ params }) =>
      HttpResponse.json({
        status: 'ok',
        category: { ...category, id: Number(params.id), name: `${shop.name} dairy` },
      }),
    ),
    http.get(`${shop.api_endpoint}/catalog/v1/categories`, () =>
      HttpResponse.json({
        status: 'ok',
        categories: [
          { ...category, id: 1, name: `${shop.name} pantry`, categories_count: 0, products_count: 0 },
        ],
      }),
    ),
  ]),
);
beforeEach(() => {
  requested = [];
  server.events.on('request:start', ({ request }) => void requested.push(request.url));
  useDeployment('market');
  // setState, not select: node has no Web Storage for the persisted store to write to.
  useSuppliersStore.setState({ selected: SHOP_B });
});
afterEach(() => {
  useSuppliersStore.setState({ selected: null });
});

describe('the host follows the query key', () => {
  it("fetches a query built for shop A from A's host while shop B is selected", async () => {
    const queryClient = createQueryClient({ retry: false });
    const data = await queryClient.fetchQuery(categoryQuery(SHOP_A, 7));
    expect(requested).toEqual(['https://a.supplier.test/api/catalog/v1/categories/7?supplier_id=3']);
    expect(data.category.name).toBe('Shop A dairy');
    expect(queryClient.getQueryData(catalogKeys.category(SHOP_A.id, 7))).toBe(data);
    expect(queryClient.getQueryData(catalogKeys.category(SHOP_B.id, 7))).toBeUndefined();
  });

  it("asks A's host for A's root categories, whichever shop is selected", async () => {
    const queryClient = createQueryClient({ retry: false });
    await queryClient.fetchQuery(rootCategoriesQuery(SHOP_A));
    expect(requested).toEqual(['https://a.supplier.test/api/catalog/v1/categories?supplier_id=3']);
  });

  it('refuses a supplier-host call that names no supplier, even with one selected', async () => {
    const call = api.catalog.getCategory({ id: 7 });
    await expect(call).rejects.toBeInstanceOf(MissingParameterError);
    await expect(call).rejects.toMatchObject({ operation: 'catalog.getCategory', parameter: 'api_endpoint' });
    expect(requested).toEqual([]);
  });
});
