// The TLS half of the rendered nginx config (docs/deploy.md, 2a): with a certificate and key, the
// storefront's server answers HTTPS and HTTP/2, and a plain-HTTP server only redirects to it.
// Values follow Mozilla's 'intermediate' profile (ssl-config.mozilla.org, generator 6.0): TLS 1.2
// and 1.3, AEAD ECDHE suites only, no session tickets.

/** What the operator names to turn TLS on (render-config.ts --tls-cert/--tls-key/...). */
export interface TlsOptions {
  /** PEM certificate chain (leaf first, then intermediates), e.g. certbot's fullchain.pem. */
  cert: string;
  /** PEM private key of the certificate. */
  key: string;
  /** The TLS server's port on 127.0.0.1 (default 8443); `listen` replaces it. */
  port?: number;
  /** A full `listen` address for the TLS server instead, e.g. "443" or "[::]:443". */
  listen?: string;
  /** `max-age` and nothing else unless asked: includeSubDomains and preload bind every subdomain. */
  hstsIncludeSubdomains?: boolean;
  /** The ACME http-01 webroot (certbot --webroot -w DIR): served over plain HTTP, not redirected. */
  acmeRoot?: string;
}

/** Two years, Mozilla's value; `includeSubDomains` only when the operator says so (see deploy.md). */
export function hstsValue(options: Pick<TlsOptions, 'hstsIncludeSubdomains'>): string {
  return `max-age=63072000${options.hstsIncludeSubdomains ? '; includeSubDomains' : ''}`;
}

/** TLS 1.2 suites of Mozilla's intermediate profile (TLS 1.3 suites are OpenSSL's, all fine). */
export const INTERMEDIATE_CIPHERS = [
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

/** The TLS server's listen value: `listen 443 ssl http2;` needs nginx 1.9.5+ (`http2 on` is 1.25.1+). */
export function tlsListen(tls: TlsOptions): string {
  const listen = tls.listen ?? `127.0.0.1:${tls.port ?? 8443}`;
  if (!/^[\w.:[\]*-]+$/.test(listen)) throw new Error(`tls listen "${listen}" is not a plain address`);
  return `${listen} ssl http2`;
}

/** The port a browser must name in the redirect: none for 443. */
function httpsPort(tls: TlsOptions): string {
  const listen = tls.listen ?? String(tls.port ?? 8443);
  const port = /(?:^|:)(\d+)$/.exec(listen)?.[1] ?? '443';
  return port === '443' ? '' : `:${port}`;
}

/** The ssl_* directives of the TLS server, at server level. */
export function tlsDirectives(paths: { cert: string; key: string }): string[] {
  return [
    '# TLS (Mozilla intermediate): the certificate chain and its key, re-read on `nginx -s reload`.',
    `ssl_certificate ${paths.cert};`,
    `ssl_certificate_key ${paths.key};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_ecdh_curve X25519:prime256v1:secp384r1;',
    `ssl_ciphers ${INTERMEDIATE_CIPHERS};`,
    // Every listed suite is strong: let the client pick the one its hardware is fastest at.
    'ssl_prefer_server_ciphers off;',
    // Resumption through the server-side cache; tickets would need key rotation nginx does not do.
    'ssl_session_cache shared:storefront_tls:10m;',
    'ssl_session_timeout 1d;',
    'ssl_session_tickets off;',
  ];
}

/**
 * The plain-HTTP server beside the TLS one: every request is sent to https with a 301 (no HSTS
 * here: browsers ignore it over HTTP), except ACME's http-01 challenges when a webroot is named.
 */
export function redirectServer(
  tls: TlsOptions,
  listen: string,
  serverName: string,
  acmeRoot?: string,
): string[] {
  // With a named server, redirect to it rather than to whatever Host the request carried.
  const host = serverName === '_' ? '$host' : serverName.split(' ')[0]!;
  const acme = acmeRoot
    ? [
        '  # certbot --webroot: the CA fetches its challenge over plain HTTP.',
        '  location ^~ /.well-known/acme-challenge/ {',
        `    root ${acmeRoot};`,
        '    try_files $uri =404;',
        '  }',
      ]
    : [];
  return [
    '# Plain HTTP only sends browsers to HTTPS (301: permanent, so they go straight there next time).',
    'server {',
    `  listen ${listen};`,
    `  server_name ${serverName};`,
    ...acme,
    '  location / {',
    `    return 301 https://${host}${httpsPort(tls)}$request_uri;`,
    '  }',
    '}',
    '',
  ];
}
