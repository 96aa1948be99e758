import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse, Page, TestInfo } from '@playwright/test';
import { inlineScriptHashes } from '../../tooling/nginx/csp';
import { BROTLI_STATIC_MODULE } from '../../tooling/nginx/render-config';
import { API, expect } from '../fixtures';
import { startupScript } from '../nginx/fixtures';
import { E2E } from './e2e-env';

// What `curl -I` shows against the shipped config: cache rules, SPA fallback, the asset 404,
// precompressed assets and the security headers on every answer. The nginx project checks them
// over plain HTTP (e2e/nginx/headers.spec.ts), the tls project over HTTPS and HTTP/2
// (e2e/tls/headers.spec.ts), where every answer also carries HSTS.

/** How the server under test is reached: over TLS, every answer carries this HSTS value. */
export interface Served {
  /** The Strict-Transport-Security value every answer must carry; null: none may. */
  hsts: string | null;
}

/** One check, registered as a test by each project's spec. */
export interface ServedCheck {
  title: string;
  run: (fixtures: { page: Page; request: APIRequestContext }, testInfo: TestInfo) => Promise<void>;
}

const builtIndexHtml = () => readFileSync(`${E2E.dist}/index.html`, 'utf8');

/** The CSP, nosniff, the referrer policy and HSTS (or its absence) of one answer. */
export function expectSecurityHeaders(response: APIResponse, label: string, served: Served): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));
  // Scripts from this origin, and the build's one inline script (the early boot script) by its hash.
  expect(directive('script-src'), label).toBe(
    `script-src 'self' ${inlineScriptHashes(builtIndexHtml()).join(' ')}`,
  );
  expect(directive('default-src'), label).toBe("default-src 'self'");
  expect(directive('object-src'), label).toBe("object-src 'none'");
  expect(directive('base-uri'), label).toBe("base-uri 'none'");
  expect(directive('frame-ancestors'), label).toBe("frame-ancestors 'none'");
  expect(directive('connect-src')?.split(' '), label).toContain(API);
  expect(directive('img-src')?.split(' '), label).toContain(API);
  // 'self' plus the payment gateway's origin when the config names one elsewhere (tooling/nginx/csp.ts).
  expect(directive('form-action'), label).toMatch(/^form-action 'self'( |$)/);
  expect(csp, label).not.toContain('unsafe-inline');
  expect(csp, label).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  // Over TLS on every answer, 404s included; over plain HTTP never (browsers would ignore it anyway).
  expect(headers['strict-transport-security'], `${label}: HSTS`).toBe(served.hsts ?? undefined);
}

/** The checks of the served build, for the project's baseURL. */
export function servedChecks(served: Served): ServedCheck[] {
  const expectHeaders = (response: APIResponse, label: string) =>
    expectSecurityHeaders(response, label, served);
  return [
    {
      title: 'index.html and deep app routes are HTML that browsers revalidate',
      run: async ({ request }) => {
        const index = await request.get('/index.html');
        for (const path of ['/', '/index.html', '/orders/1001', '/category/101?sort=price']) {
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
          expect(response.headers()['cache-control'], path).toBe('no-cache');
          expect(await response.text(), path).toBe(await index.text());
          // The first API calls of any page go to the deployment's API origin: connect while scripts load.
          expect(response.headers()['link'], path).toBe(
            `<${new URL(API).origin}>; rel=preconnect; crossorigin`,
          );
          expectHeaders(response, path);
        }
      },
    },
    {
      title: 'config.json and version.txt are never cached without revalidation',
      run: async ({ request }) => {
        const config = await request.get('/config.json');
        expect(config.headers()['content-type']).toMatch(/^application\/json/);
        expect(config.headers()['cache-control']).toBe('no-cache');
        expect((await config.json()).api.agency_host).toBe(`${API}/reference`);
        expectHeaders(config, '/config.json');

        const version = await request.get('/version.txt');
        expect(version.headers()['content-type']).toMatch(/^text\/plain/);
        expect(version.headers()['cache-control']).toBe('no-cache');
        expect((await version.text()).trim()).toMatch(/^[0-9a-f]{16}$/);
        expectHeaders(version, '/version.txt');
      },
    },
    {
      title: 'hashed assets are immutable and served precompressed',
      run: async ({ request }, testInfo) => {
        const asset = startupScript();
        // .ci/run installs the module; without it the rendered config serves gzip only.
        const brotli = existsSync(BROTLI_STATIC_MODULE);
        if (!brotli)
          testInfo.annotations.push({ type: 'skipped', description: 'br: no brotli_static module' });
        const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } });
        expect(plain.headers()['content-encoding']).toBeUndefined();
        const body = await plain.text();

        for (const encoding of brotli ? ['br', 'gzip'] : ['gzip']) {
          const response = await request.get(asset, { headers: { 'Accept-Encoding': encoding } });
          expect(response.status(), encoding).toBe(200);
          expect(response.headers()['content-encoding'], encoding).toBe(encoding);
          expect(response.headers()['content-type'], encoding).toMatch(/^application\/javascript/);
          expect(response.headers()['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
          expect(response.headers()['vary'], encoding).toContain('Accept-Encoding');
          // Playwright decodes the body; the same script must come out.
          expect(await response.text(), encoding).toBe(body);
          expectHeaders(response, `${asset} (${encoding})`);
        }
      },
    },
    {
      title: 'a missing asset is a real 404, never index.html',
      run: async ({ request }) => {
        for (const path of [
          '/assets/does-not-exist.js',
          '/assets/index-00000000.css',
          '/.vite/manifest.json',
        ]) {
          const response = await request.get(path);
          expect(response.status(), path).toBe(404);
          expect(await response.text(), path).not.toContain('<div id="root">');
          // A 404 must not be kept for a year by browsers or CDNs.
          expect(response.headers()['cache-control'], path).toBeUndefined();
          expectHeaders(response, path);
        }
      },
    },
    {
      title: 'public files are served as themselves',
      run: async ({ request }) => {
        const favicon = await request.get('/favicon.svg');
        expect(favicon.status()).toBe(200);
        expect(favicon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
        expect(await favicon.text()).toContain('<svg');
        expectHeaders(favicon, '/favicon.svg');
      },
    },
    {
      title: 'the web app manifest names the deployment, and Chromium reads it and its icons without errors',
      run: async ({ page, request }) => {
        const manifest = await request.get('/manifest.webmanifest');
        expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
        expect(manifest.headers()['cache-control']).toBe('no-cache');
        expectHeaders(manifest, '/manifest.webmanifest');
        expect(await manifest.json()).toMatchObject({ name: 'Zero Waste Pantry', theme_color: '#b08a61' });

        await page.goto('/');
        const cdp = await page.context().newCDPSession(page);
        // The app links the manifest after the first page (app/boot/after-first-page.ts).
        await expect
          .poll(async () => (await cdp.send('Page.getAppManifest')).url, { message: 'the manifest was read' })
          .toMatch(/\/manifest\.webmanifest$/);
        expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
        for (const icon of ['/icons/app.svg', '/icons/maskable.svg']) {
          const response = await request.get(icon);
          expect(response.headers()['content-type'], icon).toMatch(/^image\/svg\+xml/);
          expect(await response.text(), icon).toContain('<svg');
        }
      },
    },
    {
      title: 'no-cache files revalidate to 304 Not Modified, a changed ETag gets the file',
      run: async ({ request }) => {
        // What a browser does on every load of a `no-cache` file: send back the validators it was given.
        // 304 has no body, so an unchanged index.html, config.json or version.txt costs shoppers headers only.
        for (const path of ['/', '/index.html', '/orders/1001', '/config.json', '/version.txt']) {
          const first = await request.get(path);
          expect(first.status(), path).toBe(200);
          const body = await first.body();
          const etag = first.headers()['etag'] ?? '';
          const lastModified = first.headers()['last-modified'] ?? '';
          expect(etag, `${path}: ETag`).toMatch(/^(W\/)?"[^"]+"$/);
          expect(lastModified, `${path}: Last-Modified`).toMatch(/ GMT$/);

          for (const [label, validators] of [
            ['If-None-Match', { 'If-None-Match': etag }],
            ['If-Modified-Since', { 'If-Modified-Since': lastModified }],
            ['both', { 'If-None-Match': etag, 'If-Modified-Since': lastModified }],
          ] as const) {
            const again = await request.get(path, { headers: validators });
            expect(again.status(), `${path} with ${label}`).toBe(304);
            expect((await again.body()).length, `${path} with ${label}: body`).toBe(0);
            // The gzip filter marks a compressed 200's ETag weak (W/"..."); a 304 has no body to compress.
            expect(again.headers()['etag']?.replace(/^W\//, ''), `${path} with ${label}: ETag`).toBe(
              etag.replace(/^W\//, ''),
            );
            expect(again.headers()['cache-control'], `${path} with ${label}`).toBe('no-cache');
            expectHeaders(again, `${path} with ${label}`);
          }

          // Another build's ETag: the current file, in full.
          const changed = await request.get(path, { headers: { 'If-None-Match': '"00000000-0"' } });
          expect(changed.status(), `${path} with a changed ETag`).toBe(200);
          expect(await changed.body(), `${path} with a changed ETag`).toEqual(body);
          expect(changed.headers()['cache-control'], `${path} with a changed ETag`).toBe('no-cache');
        }
      },
    },
  ];
}
