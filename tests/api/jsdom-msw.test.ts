// @vitest-environment jsdom
// Feature tests run under jsdom with msw; this guards against jsdom's AbortSignal breaking Node's fetch.
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { api } from '../../src/api/operations.ts';
import { answerOnlyWith } from '../support/msw.ts';
import { AGENCY_HOST, category, useDeployment } from './helpers.ts';

answerOnlyWith(
  http.get(`${AGENCY_HOST}/catalog/v1/categories/:id`, ({ params }) =>
    HttpResponse.json({ status: 'ok', category: { ...category, id: Number(params.id) } }),
  ),
);

it('calls through msw under jsdom with the combined timeout/caller signal', async () => {
  useDeployment('agency');
  const result = await api.catalog.getCategory({ id: 42 }, { signal: new AbortController().signal });
  expect(result.category.id).toBe(42);
});
