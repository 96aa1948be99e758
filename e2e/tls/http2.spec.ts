import { connect, type ConnectionOptions } from 'node:tls';
import { API } from '../fixtures';
import { E2E } from '../support/e2e-env';
import { chosenSupplierStorage, seedLocalStorage } from '../../tooling/seed-shopper';
import { expect, test } from './fixtures';

// The storefront as deployed at the edge: HTTPS and HTTP/2 from nginx (tooling/nginx/tls.ts), the
// plain-HTTP port only redirecting, and the supplier API still on plain HTTP at 127.0.0.1, which
// Chromium counts as potentially trustworthy, so an https page may call it (no mixed content).

const HTTPS_ORIGIN = `https://127.0.0.1:${E2E.tlsPort}`;
const HTTP_ORIGIN = `http://127.0.0.1:${E2E.tlsHttpPort}`;

test('the page, its scripts and its styles come over HTTP/2, and the shop opens with its API on loopback HTTP', async ({
  page,
}) => {
  // Chromium lets an https page fetch from http://127.0.0.1 (a potentially trustworthy origin), yet
  // flags some of its pictures as passive mixed content: loaded, with a warning (an IP address is
  // never upgraded to https). Anything blocked or upgraded would show here as another resolution.
  const mixed: { type: string; resolution: string; url: string }[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    const details = issue.details.mixedContentIssueDetails;
    if (details)
      mixed.push({
        type: details.resourceType ?? '',
        resolution: details.resolutionStatus,
        url: details.insecureURL,
      });
  });
  await cdp.send('Audits.enable');
  await seedLocalStorage(page, chosenSupplierStorage());
  await page.goto('/');
  // The API's answers drew this: they came from http://127.0.0.1 to an https page, unblocked
  // (a blocked call would be a console error, which fails the test).
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  const pictures = page.locator(`img[src^="${API}/"]`);
  await expect(pictures.first()).toBeVisible();
  // Every picture the browser has finished with loaded (a blocked one would be complete but empty).
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.complete)
          .map((image) => image.naturalWidth > 0),
      ),
    )
    .toContain(true);
  const done = await pictures.evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.src),
  );
  expect(done, 'pictures that did not load').toEqual([]);
  const seen = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      origin: location.origin,
      secure: window.isSecureContext,
      navigation: navigation?.nextHopProtocol,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
        url: entry.name,
        protocol: entry.nextHopProtocol,
      })),
    };
  });
  expect(seen.origin).toBe(HTTPS_ORIGIN);
  expect(seen.secure).toBe(true);
  expect(seen.navigation).toBe('h2');
  const assets = seen.resources.filter((entry) => entry.url.startsWith(`${HTTPS_ORIGIN}/assets/`));
  expect(assets.map((entry) => entry.url).filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
  expect(assets.map((entry) => entry.url).filter((url) => url.endsWith('.css')).length).toBeGreaterThan(0);
  for (const asset of assets) expect(asset.protocol, asset.url).toBe('h2');
  // The catalogue's answers and pictures: from the API's session on loopback HTTP.
  expect(seen.resources.some((entry) => entry.url.startsWith(`${API}/`))).toBe(true);
  for (const issue of mixed) {
    expect(issue, 'only pictures of the API, loaded with a warning').toEqual({
      type: 'Image',
      resolution: 'MixedContentWarning',
      url: expect.stringMatching(`^${API}/`),
    });
  }
});

test('plain HTTP answers every path with a 301 to the same path on https, and no HSTS', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/category/101?sort=price', '/assets/does-not-exist.js', '/config.json']) {
    const response = await request.get(`${HTTP_ORIGIN}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe(`${HTTPS_ORIGIN}${path}`);
    // Browsers ignore HSTS over plain HTTP; sending it there would only suggest otherwise.
    expect(response.headers()['strict-transport-security'], path).toBeUndefined();
  }
  const response = await page.goto(`${HTTP_ORIGIN}/product/1001`);
  expect(page.url()).toBe(`${HTTPS_ORIGIN}/product/1001`);
  expect(response?.headers()['strict-transport-security']).toBe('max-age=63072000');
});

/** The protocol, cipher and ALPN a TLS handshake with the server settles on. */
function handshake(options: ConnectionOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(
      {
        host: '127.0.0.1',
        port: E2E.tlsPort,
        rejectUnauthorized: false,
        ALPNProtocols: ['h2', 'http/1.1'],
        ...options,
      },
      () => {
        resolve(`${socket.getProtocol()} ${socket.getCipher().name} ${socket.alpnProtocol}`);
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

test("TLS 1.3, or TLS 1.2 with Mozilla's intermediate suites only, and h2 by ALPN", async () => {
  expect(await handshake({})).toMatch(/^TLSv1\.3 TLS_\w+ h2$/);
  expect(await handshake({ maxVersion: 'TLSv1.2' })).toMatch(
    /^TLSv1\.2 ECDHE-ECDSA-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305) h2$/,
  );
  // A CBC suite nginx's own default (HIGH:!aNULL:!MD5) would accept: refused here.
  await expect(handshake({ maxVersion: 'TLSv1.2', ciphers: 'ECDHE-ECDSA-AES128-SHA' })).rejects.toThrow(
    /handshake failure|no shared cipher|alert/i,
  );
});
