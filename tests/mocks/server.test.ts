// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountResponseSchema } from '../../src/api/schemas/account-calls.ts';
import { CategoriesResponseSchema } from '../../src/api/schemas/catalog.ts';
import { resetState } from '../../src/mocks/db/state.ts';
import { setScenario } from '../../src/mocks/scenarios.ts';
import { startMockApiServer, type MockApiServer } from '../../src/mocks/server.ts';
import { letRequestsThrough } from '../support/msw.ts';

// Real HTTP to a real local server: the suite's msw server must not answer in its place.
letRequestsThrough();

let server: MockApiServer;

beforeAll(async () => {
  resetState();
  server = await startMockApiServer({ port: 0 });
});
afterAll(async () => {
  setScenario(null);
  await server.close();
});

describe('mock API server', () => {
  it('answers health and catalogue calls with image URLs on its own origin', async () => {
    expect(await (await fetch(`${server.url}/health`)).text()).toBe('ok');
    const response = await fetch(`${server.url}/market/catalog/v1/categories`, {
      headers: { Origin: 'http://localhost:4173' },
    });
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4173');
    expect(response.headers.get('Vary')).toBe('Origin');
    const { categories } = CategoriesResponseSchema.parse(await response.json());
    expect(categories[0]?.image_url?.startsWith(`${server.url}/market/img/`)).toBe(true);
    const image = await fetch(categories[0]!.image_url!);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('answers CORS preflight with every method and header the storefront sends (docs/deploy.md)', async () => {
    const response = await fetch(`${server.url}/market/api/v1/cart/validate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:8088',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key,http-x-auth',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:8088');
    expect(response.headers.get('Vary')).toBe('Origin');
    const list = (name: string) =>
      (response.headers.get(name) ?? '').split(',').map((value) => value.trim().toLowerCase());
    for (const method of ['get', 'post', 'put', 'patch', 'delete', 'options']) {
      expect(list('Access-Control-Allow-Methods')).toContain(method);
    }
    for (const header of [
      'authorization',
      'content-type',
      'accept',
      'idempotency-key',
      'http-x-auth',
      'x-api-key',
    ]) {
      expect(list('Access-Control-Allow-Headers')).toContain(header);
    }
    expect(response.headers.get('Access-Control-Max-Age')).toBe('86400');
    // The storefront sends no cookies; allowing credentials would only widen what a page may do.
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('sends CORS headers on every answer, errors included, and exposes X-Auth-Token', async () => {
    const origin = { Origin: 'https://shop.example.co.za' };
    const answers = [
      await fetch(`${server.url}/market/catalog/v1/categories`, { headers: origin }),
      await fetch(`${server.url}/market/no/such/path`, { headers: origin }),
      await fetch(`${server.url}/reference/api/v1/account/customer/sign_in`, {
        method: 'POST',
        headers: { ...origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ login: '0821234567', password: 'wrong' }),
      }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 404, 401]);
    for (const response of answers) {
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example.co.za');
      expect(response.headers.get('Access-Control-Expose-Headers')).toBe('X-Auth-Token');
      expect(response.headers.get('Vary')).toBe('Origin');
    }
  });

  it('passes request bodies through to the handlers', async () => {
    const response = await fetch(`${server.url}/reference/api/v1/account/customer/sign_in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: '0821234567', password: 'demo1234' }),
    });
    expect(response.headers.get('X-Auth-Token')).toMatch(/^demo_501_/);
    expect(AccountResponseSchema.parse(await response.json()).account.first_name).toBe('Thandi');
  });

  it('switches scenarios over HTTP and answers 404 JSON for unknown paths', async () => {
    const set = await fetch(`${server.url}/__scenario`, {
      method: 'POST',
      body: JSON.stringify({ name: 'server_error' }),
    });
    expect(await set.json()).toEqual({ status: 'ok', scenario: 'server_error' });
    expect((await fetch(`${server.url}/market/catalog/v1/categories`)).status).toBe(500);
    await fetch(`${server.url}/__scenario`, { method: 'POST', body: JSON.stringify({ name: 'none' }) });
    expect((await fetch(`${server.url}/market/catalog/v1/categories`)).status).toBe(200);
    const missing = await fetch(`${server.url}/market/no/such/path`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { status: string }).status).toBe('error');
    expect((await fetch(`${server.url}/__reset`, { method: 'POST' })).status).toBe(200);
  });
});
