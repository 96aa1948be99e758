import { servedChecks } from '../support/served-headers';
import { hstsValue } from '../../tooling/nginx/tls';
import { test } from './fixtures';

// The nginx project's header checks (e2e/support/served-headers.ts) against the same build behind
// the same config rendered with a certificate: the same cache rules, CSP and security headers over
// HTTPS, and HSTS on every answer (the default: no includeSubDomains, tooling/nginx/tls.ts).

for (const check of servedChecks({ hsts: hstsValue({}) })) {
  test(check.title, async ({ page, request }, testInfo) => check.run({ page, request }, testInfo));
}
