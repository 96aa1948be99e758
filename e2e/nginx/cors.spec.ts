import { DEMO_LOGIN, DEMO_PASSWORD } from '../../src/mocks/db/seed/accounts';
import { expect, test } from './fixtures';

// The browser's side of the supplier CORS contract (docs/deploy.md): from the nginx origin, calls
// that need a preflight (PATCH, auth headers, Idempotency-Key, http-x-auth) go through, and the
// exposed X-Auth-Token is readable. A refused preflight would reject the fetch.

test('the supplier API answers cross-origin preflights and exposes X-Auth-Token', async ({
  page,
  backend,
}) => {
  await page.goto('/sign_in');
  const result = await page.evaluate(
    async ({ api, login, password }) => {
      const patched = await fetch(`${api}/health`, {
        method: 'PATCH',
        headers: {
          Authorization: 'Bearer e2e',
          'Content-Type': 'application/json',
          'Idempotency-Key': 'e2e-1',
          'http-x-auth': 'e2e',
          'X-Api-Key': 'e2e',
        },
        body: '{}',
      });
      const signedIn = await fetch(`${api}/reference/api/v1/account/customer/sign_in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ login, password }),
      });
      return { patched: patched.status, token: signedIn.headers.get('X-Auth-Token') };
    },
    { api: backend.url, login: DEMO_LOGIN, password: DEMO_PASSWORD },
  );
  expect(result.patched).toBe(200);
  expect(result.token).toMatch(/^demo_/);
});
