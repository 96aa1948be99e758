// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxConfig } from '../../tooling/nginx/render-config';
import { makeSelfSignedCert, opensslAvailable } from '../../tooling/nginx/self-signed';
import { NGINX_BIN, nginxAvailable } from '../../tooling/nginx/start-nginx';

// The TLS server of the rendered nginx config (tooling/nginx/tls.ts): e2e/tls/ checks it against
// real nginx and Chromium; these check what is rendered and that a config without TLS has no trace.

const scratch = mkdtempSync(path.join(tmpdir(), 'nginx-tls-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const base = { deployment: 'reference', root: 'dist', prefix: scratch, port: 8123, brotli: false };
const tls = { cert: '/etc/storefront/fullchain.pem', key: '/etc/storefront/privkey.pem' };

/** The server blocks of a rendered config, each as its text. */
function servers(conf: string): string[] {
  return conf.split(/\n(?= {2}server \{)/).slice(1);
}

/** Each location's body (or the server's own lines before the first location) that sets headers. */
function headerScopes(server: string): string[] {
  return server.split(/\n(?= {4}location )/).filter((scope) => scope.includes('add_header'));
}

describe('rendered nginx config with a certificate', () => {
  it('without --tls-cert/--tls-key renders one plain server and nothing of TLS', () => {
    const conf = renderNginxConfig(base);
    expect(servers(conf)).toHaveLength(1);
    expect(conf).toContain('    listen 127.0.0.1:8123;\n    server_name _;\n    root ');
    expect(conf).not.toMatch(/ssl|http2|Strict-Transport-Security|return 301|\{\{/);
  });

  it('serves HTTPS and HTTP/2 with the Mozilla intermediate settings on the TLS port', () => {
    const conf = renderNginxConfig({ ...base, tls: { ...tls, port: 8461 } });
    const [, secure] = servers(conf);
    expect(secure).toContain('    listen 127.0.0.1:8461 ssl http2;\n');
    expect(secure).toContain('    ssl_certificate /etc/storefront/fullchain.pem;\n');
    expect(secure).toContain('    ssl_certificate_key /etc/storefront/privkey.pem;\n');
    expect(secure).toContain('    ssl_protocols TLSv1.2 TLSv1.3;\n');
    expect(secure).toMatch(
      /^ {4}ssl_ciphers (ECDHE-(ECDSA|RSA)-(AES(128|256)-GCM-SHA(256|384)|CHACHA20-POLY1305):?){6};$/m,
    );
    expect(secure).toContain('    ssl_session_tickets off;\n');
    // `http2 on` is nginx 1.25.1+; Debian 12's nginx is 1.22.
    expect(conf).not.toMatch(/^\s*http2 on;/m);
    expect(renderNginxConfig({ ...base, tls: { ...tls, listen: '443' } })).toContain(
      '    listen 443 ssl http2;\n',
    );
  });

  it('sends HSTS and every header of the plain config from every scope of the TLS server', () => {
    const plain = servers(renderNginxConfig(base))[0]!;
    const secure = servers(renderNginxConfig({ ...base, tls }))[1]!;
    // add_header in a location drops the server's, so every scope must repeat HSTS itself.
    const hsts = 'add_header Strict-Transport-Security "max-age=63072000" always;';
    const secureScopes = headerScopes(secure);
    expect(secureScopes).toHaveLength(headerScopes(plain).length);
    for (const scope of secureScopes) expect(scope, scope).toContain(hsts);
    // Past its listen and ssl lines, the TLS server is the plain one with HSTS added: the same
    // locations, cache rules, CSP and headers.
    const body = (server: string) => server.slice(server.indexOf('\n    root '));
    expect(body(secure).replace(/^ *add_header Strict-Transport-Security .*\n/gm, '')).toBe(body(plain));
    expect(renderNginxConfig({ ...base, tls: { ...tls, hstsIncludeSubdomains: true } })).toContain(
      'Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
    );
  });

  it('turns the plain-HTTP listen into a 301 to https, to the TLS port or the server name', () => {
    const [redirect] = servers(renderNginxConfig({ ...base, tls: { ...tls, port: 8461 } }));
    expect(redirect).toContain('    listen 127.0.0.1:8123;\n');
    expect(redirect).toContain('      return 301 https://$host:8461$request_uri;\n');
    expect(redirect).not.toMatch(/Strict-Transport-Security|root |ssl/);
    const named = renderNginxConfig({
      ...base,
      listen: '80',
      serverName: 'shop.example.co.za www.shop.example.co.za',
      tls: { ...tls, listen: '443', acmeRoot: '/var/www/acme' },
    });
    const [acme, secure] = servers(named);
    expect(acme).toContain('      return 301 https://shop.example.co.za$request_uri;\n');
    expect(acme).toContain('    location ^~ /.well-known/acme-challenge/ {\n      root /var/www/acme;\n');
    expect(secure).toContain('    server_name shop.example.co.za www.shop.example.co.za;\n');
  });

  it('refuses values that would break out of a directive', () => {
    expect(() => renderNginxConfig({ ...base, tls: { ...tls, cert: '/x/a b.pem' } })).toThrow(/quoted/);
    expect(() => renderNginxConfig({ ...base, tls: { ...tls, listen: '443; evil' } })).toThrow(/plain/);
    expect(() => renderNginxConfig({ ...base, serverName: 'a;b' })).toThrow(/server name/);
  });

  it.runIf(nginxAvailable().ok && opensslAvailable().ok)('passes nginx -t with a real certificate', () => {
    const cert = makeSelfSignedCert();
    try {
      const file = path.join(scratch, 'nginx-tls.conf');
      writeFileSync(file, renderNginxConfig({ ...base, tls: { cert: cert.cert, key: cert.key } }));
      const check = spawnSync(NGINX_BIN, ['-t', '-p', scratch, '-c', file, '-e', 'stderr'], {
        encoding: 'utf8',
      });
      expect(check.stderr).toContain('test is successful');
    } finally {
      cert.remove();
    }
  });
});

describe('the render-config command line', () => {
  const cli = (args: string[]) =>
    spawnSync(
      'node_modules/.bin/tsx',
      ['tooling/nginx/render-config.ts', '--deployment', 'reference', ...args],
      {
        encoding: 'utf8',
      },
    );

  it('needs the certificate and the key together, and TLS options only with them', () => {
    expect(cli(['--tls-cert', '/etc/hosts']).stderr).toMatch(/--tls-cert and --tls-key go together/);
    expect(cli(['--tls-listen', '443']).stderr).toMatch(/need --tls-cert and --tls-key/);
    const rendered = cli(['--tls-cert', '/etc/hosts', '--tls-key', '/etc/hosts', '--tls-listen', '443']);
    expect(rendered.status).toBe(0);
    expect(rendered.stdout).toContain('listen 443 ssl http2;');
  });
});
