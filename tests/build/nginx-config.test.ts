// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesToPrecompress } from '../../build/precompress-plugin';
import { loadDeployment } from '../../build/deployment-plugin';
import { buildCsp, inlineScriptHashes, toCspSource } from '../../tooling/nginx/csp';
import { renderNginxConfig } from '../../tooling/nginx/render-config';
import { NGINX_BIN, nginxAvailable } from '../../tooling/nginx/start-nginx';

const scratch = mkdtempSync(path.join(tmpdir(), 'nginx-config-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('Content-Security-Policy from a deployment', () => {
  const market = loadDeployment(process.cwd(), 'market-demo', 'http://127.0.0.1:8787');

  it('allows the config API hosts, the supplier origins given and the payment providers', () => {
    const csp = buildCsp(
      {
        ...market,
        analytics: { enabled: true, endpoint: 'https://stats.example.com/collect' },
        payments: {
          gateway_url: 'https://secure.paygate.co.za/payweb3/process.trans',
          card_token_url: 'https://online.yoco.com/v1/tokens',
          wallet_origins: ['https://pos.snapscan.io'],
        },
      },
      {
        connectSrc: ['https://api.supplier.co.za/v1/', 'https://*.farm.co.za'],
        formAction: ['https://pay.example'],
      },
    );
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    // The wallet's pictures too: the service worker fetches the pictures it keeps.
    expect(directive('connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:8787 https://stats.example.com https://api.supplier.co.za https://*.farm.co.za https://online.yoco.com https://pos.snapscan.io",
    );
    expect(directive('img-src')).toContain('https://api.supplier.co.za');
    expect(directive('img-src')).toContain('https://pos.snapscan.io');
    expect(directive('form-action')).toBe(
      "form-action 'self' https://secure.paygate.co.za https://pay.example",
    );
    expect(csp).not.toMatch(/unsafe/);
  });

  it('lets the address picker load map tiles and call the geocoder of the deployment', () => {
    const directive = (csp: string, name: string) =>
      csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    const local = buildCsp(market);
    expect(market.map.tile_url).toBe('http://127.0.0.1:8787/geo/tiles/{z}/{x}/{y}.svg');
    expect(directive(local, 'img-src')).toContain('http://127.0.0.1:8787');
    expect(directive(local, 'connect-src')).toContain('http://127.0.0.1:8787');

    const osm = buildCsp({
      ...market,
      map: {
        ...market.map,
        tile_url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
        geocoder_url: 'https://nominatim.example.org',
      },
    });
    expect(directive(osm, 'img-src')).toContain('https://*.tile.example.org');
    expect(directive(osm, 'connect-src')).toContain('https://nominatim.example.org');
    expect(directive(osm, 'connect-src')).not.toContain('tile.example.org');
  });

  it("allows the api.trusted_origins of the config, the origins that get the shopper's token", () => {
    const directive = (csp: string, name: string) =>
      csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    const trusted = ['https://supplier-a.example', 'https://supplier-b.example:8443'];
    const config = { ...market, api: { ...market.api, trusted_origins: trusted } };
    for (const csp of [buildCsp(config), buildCsp(config, { connectSrc: ['https://extra.example'] })]) {
      for (const origin of trusted) {
        expect(directive(csp, 'connect-src')).toContain(` ${origin}`);
        // Supplier images come from the supplier APIs.
        expect(directive(csp, 'img-src')).toContain(` ${origin}`);
      }
    }
    // --connect-src still adds origins on top of the config's list.
    expect(directive(buildCsp(config, { connectSrc: ['https://extra.example'] }), 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:8787 https://supplier-a.example https://supplier-b.example:8443 https://extra.example",
    );
  });

  it('swaps the fake supplier origin in api.trusted_origins with API_ORIGIN, like the hosts', () => {
    expect(loadDeployment(process.cwd(), 'market-demo').api.trusted_origins).toEqual([
      'https://api.fake-supplier.test',
    ]);
    expect(market.api.trusted_origins).toEqual(['http://127.0.0.1:8787']);
  });

  it('leaves analytics out while they are off', () => {
    const csp = buildCsp({ ...market, analytics: { enabled: false, endpoint: 'https://stats.example.com' } });
    expect(csp).not.toContain('stats.example.com');
  });

  it('refuses anything that is not an origin, so nothing can break out of the nginx directive', () => {
    for (const bad of [
      'api.example.com',
      'https://a.example"; evil',
      'https://a b',
      'javascript:x',
      '$host',
    ]) {
      expect(() => toCspSource(bad), bad).toThrow(/not an origin/);
    }
  });
});

describe('rendered nginx config', () => {
  it('fills every placeholder, keeps paths in the prefix and loads brotli only when asked', () => {
    const options = { deployment: 'reference', root: 'dist', port: 8123, prefix: scratch };
    const withBrotli = renderNginxConfig({ ...options, brotli: true });
    expect(withBrotli).not.toMatch(/\{\{/);
    expect(withBrotli).toContain('listen 127.0.0.1:8123;');
    expect(withBrotli).toMatch(/^load_module .*brotli_static.*;$/m);
    expect(withBrotli).toMatch(/^\s*brotli_static on;$/m);
    for (const line of withBrotli.split('\n').filter((l) => /(_path|pid|_log) \//.test(l))) {
      expect(line, line).toContain(scratch);
    }
    const without = renderNginxConfig({ ...options, brotli: false, listen: '80' });
    expect(without).not.toMatch(/^\s*(load_module|brotli_static)/m);
    expect(without).toContain('listen 80;');
  });

  it('keeps the ETag and Last-Modified that let no-cache files answer 304', () => {
    // Each of these drops or ignores the validators (sub_filter, ssi and addition clear them unless
    // told otherwise), so index.html, config.json and version.txt would be downloaded on every load.
    // e2e/nginx/headers.spec.ts checks the 304s against real nginx.
    const conf = renderNginxConfig({ deployment: 'reference', root: 'dist', prefix: scratch });
    const directives = conf.replace(/#.*$/gm, '');
    expect(directives).not.toMatch(/^\s*(etag|if_modified_since) off;/m);
    expect(directives).not.toMatch(/^\s*(sub_filter|ssi|add_before_body|add_after_body)\b/m);
    expect(directives).not.toMatch(/^\s*add_header\s+(ETag|Last-Modified)\b/im);
  });

  it('preconnects every HTML answer to the API origins of the deployment, once each', () => {
    // Agency and main host share one origin here (paths /market and /market): one connection.
    const conf = renderNginxConfig({ deployment: 'market-demo', root: 'dist', prefix: scratch });
    const links = [...conf.matchAll(/add_header Link "([^"]*)" always;/g)].map((match) => match[1]);
    expect(links).toEqual(['<https://api.fake-supplier.test>; rel=preconnect; crossorigin']);
  });

  it('puts the trusted origins of a deployed config.json into the rendered CSP', () => {
    const raw = JSON.parse(readFileSync('deployments/market-demo.json', 'utf8')) as Record<string, object>;
    const file = path.join(scratch, 'trusted-config.json');
    writeFileSync(
      file,
      JSON.stringify({ ...raw, api: { ...raw.api, trusted_origins: ['https://supplier-a.example'] } }),
    );
    const conf = renderNginxConfig({ deployment: file, root: 'dist', prefix: scratch });
    const csp = /default "([^"]*)";/.exec(conf)?.[1] ?? '';
    expect(csp).toMatch(/connect-src [^;]*https:\/\/supplier-a\.example/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/supplier-a\.example/);
  });

  it("allows the built index.html's inline script by its hash, and no other inline script", () => {
    const root = path.join(scratch, 'built');
    mkdirSync(root, { recursive: true });
    writeFileSync(
      path.join(root, 'index.html'),
      '<head><script>startEarly()</script><script type="module" src="/assets/app.js"></script></head>',
    );
    const conf = renderNginxConfig({ deployment: 'reference', root, prefix: scratch });
    const csp = /default "([^"]*)";/.exec(conf)?.[1] ?? '';
    const hash = createHash('sha256').update('startEarly()').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(inlineScriptHashes('<script>startEarly(); steal()</script>')).not.toContain(`'sha256-${hash}'`);
    expect(csp).not.toMatch(/unsafe-inline/);
  });

  it.runIf(nginxAvailable().ok)('passes nginx -t', () => {
    writeFileSync(
      path.join(scratch, 'nginx.conf'),
      renderNginxConfig({ deployment: 'reference', root: 'dist', prefix: scratch }),
    );
    const check = spawnSync(
      NGINX_BIN,
      ['-t', '-p', scratch, '-c', path.join(scratch, 'nginx.conf'), '-e', 'stderr'],
      {
        encoding: 'utf8',
      },
    );
    expect(check.stderr).toContain('test is successful');
  });
});

describe('precompression', () => {
  it('picks text assets of 1 KB or more, never the files operators replace', async () => {
    const dist = path.join(scratch, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    const big = 'x'.repeat(2048);
    for (const file of [
      'index.html',
      'config.json',
      'version.txt',
      'assets/app.js',
      'assets/app.css',
      'assets/logo.png',
      '.vite/manifest.json',
    ]) {
      writeFileSync(path.join(dist, file), big);
    }
    writeFileSync(path.join(dist, 'assets/tiny.js'), 'export {};');
    const picked = (await filesToPrecompress(dist)).map((file) => path.relative(dist, file)).sort();
    expect(picked).toEqual(['assets/app.css', 'assets/app.js']);
    expect(readFileSync(path.join(dist, 'assets/app.js'), 'utf8')).toBe(big);
  });
});
