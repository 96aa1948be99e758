// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { builtFakeBackendModule, demoPayMiddleware, demoPayPlugin } from '../../build/demo-pay-plugin.ts';
import { letRequestsThrough } from '../support/msw.ts';

// The stand-in pages of the online payment providers (build/demo-pay-plugin.ts): the middleware
// behind a plain HTTP server, and once through vite's own preview server.

letRequestsThrough();

const root = process.cwd();
let server: Server;
let base = '';

beforeAll(async () => {
  const middleware = demoPayMiddleware({ root, fakeBackendModule: () => '/assets/browser-test.js' });
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('passed on');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** No inline script, handler attribute or style attribute: the page must work under its own CSP. */
function expectStrictCspFriendly(html: string): void {
  for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
    expect(tag).toMatch(/\ssrc="\/demo-pay\/stand-in\.js"/);
  expect(html).not.toMatch(/<script\b[^>]*>\s*[^<\s]/);
  expect(html).not.toMatch(/\son[a-z]+=/i);
  expect(html).not.toMatch(/\sstyle=/i);
  expect(html).not.toMatch(/<style\b/i);
}

describe('the demo-pay middleware', () => {
  it('serves the gateway page for the form POST the storefront makes', async () => {
    const response = await fetch(
      `${base}/demo-pay/gateway`,
      form({ PAY_REQUEST_ID: 'PAY-7-9', CHECKSUM: 'abc123' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await response.text();
    expect(html).toContain('<title>Demo payment gateway</title>');
    expect(html).toContain('PAY-7-9');
    for (const label of ['Approve payment', 'Decline payment', 'Cancel payment'])
      expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('content="/assets/browser-test.js"');
    expectStrictCspFriendly(html);
  });

  it('serves the gateway page for a GET with the values in the query', async () => {
    const response = await fetch(`${base}/demo-pay/gateway?PAY_REQUEST_ID=PAY-1-2&CHECKSUM=x`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('PAY-1-2');
  });

  it('answers 400 with an error page when PAY_REQUEST_ID or CHECKSUM is missing', async () => {
    const incomplete: Record<string, string>[] = [{ PAY_REQUEST_ID: 'PAY-7-9' }, { CHECKSUM: 'abc' }, {}];
    for (const fields of incomplete) {
      const response = await fetch(`${base}/demo-pay/gateway`, form(fields));
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('This payment request is incomplete');
      expect(html).not.toContain('Approve payment');
    }
  });

  it('escapes what the request brought', async () => {
    const response = await fetch(
      `${base}/demo-pay/gateway`,
      form({ PAY_REQUEST_ID: '"><script>alert(1)</script>', CHECKSUM: 'x' }),
    );
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('serves the wallet page with the amount and reference', async () => {
    const response = await fetch(`${base}/demo-pay/wallet?reference=PAY-3-4&amount=1250&provider=WALLET`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Demo mobile wallet</title>');
    expect(html).toContain('R 12.50');
    expect(html).toContain('PAY-3-4');
    expect(html).toMatch(/<button[^>]*data-pay[^>]*>Pay R 12\.50<\/button>/);
    expectStrictCspFriendly(html);
    expect((await fetch(`${base}/demo-pay/wallet?amount=1250`)).status).toBe(400);
    expect((await fetch(`${base}/demo-pay/wallet?reference=PAY-3-4`)).status).toBe(400);
  });

  it('draws the same DEMO-labelled QR picture for the same reference', async () => {
    const get = async (reference: string) => {
      const response = await fetch(`${base}/demo-pay/wallet/qr.svg?reference=${reference}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      return response.text();
    };
    const first = await get('PAY-3-4');
    expect(first).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first).toContain('DEMO');
    expect(await get('PAY-3-4')).toBe(first);
    expect(await get('PAY-3-5')).not.toBe(first);
    expect((await fetch(`${base}/demo-pay/wallet/qr.svg`)).status).toBe(400);
  });

  it("serves the pages' script, which reads config.json and calls the fake backend with fetch", async () => {
    const response = await fetch(`${base}/demo-pay/stand-in.js`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).toContain("fetch('/config.json'");
    expect(script).toContain('/__pay/gateway/decide');
    expect(script).toContain('/__pay/wallet/pay');
    expect(script).toContain('window.location.assign');
    expect((await fetch(`${base}/demo-pay/stand-in.css`)).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('passes on everything else', async () => {
    expect(await (await fetch(`${base}/demo-pay/elsewhere`)).text()).toBe('passed on');
    expect(await (await fetch(`${base}/config.json`)).text()).toBe('passed on');
    expect((await fetch(`${base}/demo-pay/wallet`, { method: 'POST' })).status).toBe(405);
  });
});

describe('the demo-pay plugin', () => {
  it('hooks into both the dev server and vite preview', () => {
    const plugin = demoPayPlugin({ fakeBackend: true });
    expect(typeof plugin.configureServer).toBe('function');
    expect(typeof plugin.configurePreviewServer).toBe('function');
  });

  it("finds the fake backend's module in a build's manifest, and none in a production build", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'demo-pay-'));
    try {
      expect(builtFakeBackendModule(dir)).toBeNull();
      mkdirSync(path.join(dir, '.vite'));
      const manifest = { 'src/main.tsx': { file: 'assets/index-1.js', src: 'src/main.tsx' } };
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      expect(builtFakeBackendModule(dir)).toBeNull();
      const demo = {
        ...manifest,
        'src/mocks/browser.ts': { file: 'assets/browser-Ab1.js', src: 'src/mocks/browser.ts' },
      };
      writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(demo));
      expect(builtFakeBackendModule(dir)).toBe('/assets/browser-Ab1.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves the gateway page from vite's preview server", async () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'demo-pay-dist-'));
    let started: PreviewServer | undefined;
    try {
      writeFileSync(path.join(outDir, 'index.html'), '<!doctype html><title>shop</title>');
      started = await preview({
        configFile: false,
        root,
        logLevel: 'silent',
        plugins: [demoPayPlugin({ fakeBackend: false })],
        build: { outDir },
        preview: { port: 0, host: '127.0.0.1' },
      });
      const url = started.resolvedUrls?.local[0] ?? '';
      const page = await fetch(`${url}demo-pay/gateway`, form({ PAY_REQUEST_ID: 'x', CHECKSUM: 'y' }));
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Demo payment gateway');
      // A production build has no fake backend for the page to start.
      expect(html).toContain('name="demo-pay-fake-backend" content=""');
    } finally {
      await started?.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the gateway key', () => {
  it('appears nowhere in src outside src/mocks', () => {
    const source = readFileSync(path.join(root, 'src/mocks/stand-ins/checksum.ts'), 'utf8');
    const key = /DEMO_GATEWAY_KEY = '([^']+)'/.exec(source)?.[1];
    expect(key).toBeTruthy();
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) {
          if (file !== path.join(root, 'src', 'mocks')) walk(file);
        } else if (readFileSync(file, 'utf8').includes(key ?? '')) offenders.push(file);
      }
    };
    walk(path.join(root, 'src'));
    expect(offenders).toEqual([]);
  });
});
