// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

// docs/deploy.md (8.) lists, for Cloudflare Pages' `_redirects`, one rewrite per first path segment
// of the app's screens: a screen added without its line would be a 404 on a CDN deep link.

it("docs/deploy.md's CDN rewrites cover every screen of the router, and only those", () => {
  const router = readFileSync('src/app/router.tsx', 'utf8');
  const segments = new Set([...router.matchAll(/screen\('([a-z_]+)/g)].map((match) => match[1]!));
  expect(segments.size).toBeGreaterThan(10);
  const doc = readFileSync('docs/deploy.md', 'utf8');
  const prefixes = [...doc.matchAll(/^\/([a-z_]+)\* \/ 200$/gm)].map((match) => match[1]!);

  const uncovered = [...segments].filter((segment) => !prefixes.some((prefix) => segment.startsWith(prefix)));
  expect(uncovered, 'screens without a rewrite line').toEqual([]);
  const unused = prefixes.filter((prefix) => ![...segments].some((segment) => segment.startsWith(prefix)));
  expect(unused, 'rewrite lines for no screen').toEqual([]);
});
