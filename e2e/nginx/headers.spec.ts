import { servedChecks } from '../support/served-headers';
import { test } from './fixtures';

// What `curl -I` shows against the shipped config over plain HTTP (e2e/support/served-headers.ts):
// cache rules, SPA fallback, the asset 404, precompressed assets and the security headers on every
// answer, and no HSTS (that belongs to the TLS server only: e2e/tls/).

for (const check of servedChecks({ hsts: null })) {
  test(check.title, async ({ page, request }, testInfo) => check.run({ page, request }, testInfo));
}
