// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/operations.ts';
import { answerOnlyWith } from '../support/msw.ts';
import { AGENCY_HOST, category, useDeployment } from './helpers.ts';

// A host that answers with a redirect to another origin (hijacked, or misconfigured) must not get to
// say what the catalogue, an order or a payment is: fetch follows the redirect, and the layer refuses
// the answer it lands on without reading it. A redirect within the host's own origin still works.

const ELSEWHERE = 'https://elsewhere.test';
const redirect = (location: string, status = 302) =>
  new HttpResponse(null, { status, headers: { Location: location } });

/** The other origin's answers, counted, so the test knows the redirect was really followed. */
let elsewhereAnswered = 0;

answerOnlyWith(
  http.get(`${AGENCY_HOST}/catalog/v1/categories/7`, () => redirect(`${ELSEWHERE}/categories/7`)),
  http.get(`${AGENCY_HOST}/catalog/v1/categories/8`, () =>
    redirect(`${AGENCY_HOST}/catalog/v1/moved/8`, 301),
  ),
  http.get(`${AGENCY_HOST}/catalog/v1/moved/8`, () =>
    HttpResponse.json({ status: 'ok', category: { ...category, id: 8 } }),
  ),
  http.get(`${ELSEWHERE}/categories/7`, () => {
    elsewhereAnswered += 1;
    return HttpResponse.json({ status: 'ok', category: { ...category, name: 'Not the shop’s' } });
  }),
);

beforeEach(() => {
  useDeployment('agency');
  elsewhereAnswered = 0;
});

describe('a redirect', () => {
  it('to another origin is refused as an answer the layer cannot use', async () => {
    await expect(api.catalog.getCategory({ id: 7 })).rejects.toMatchObject({
      name: 'ApiError',
      kind: 'invalid_response',
      operation: 'catalog.getCategory',
      status: null,
      message: `catalog.getCategory: redirected to another origin (${ELSEWHERE})`,
    });
    expect(elsewhereAnswered).toBe(1);
  });

  it('within the same origin is followed', async () => {
    const answer = await api.catalog.getCategory({ id: 8 });
    expect(answer.category).toMatchObject({ id: 8, name: 'Dairy' });
  });
});
