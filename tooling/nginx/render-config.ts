import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadDeployment } from '../../build/deployment-plugin.ts';
import { parseDeploymentConfig, type DeploymentConfig } from '../../src/config/deployment-config.ts';
import { buildCsp, type CspExtras } from './csp.ts';
import { hstsValue, redirectServer, tlsDirectives, tlsListen, type TlsOptions } from './tls.ts';

// Renders deployments/nginx/storefront.conf.template into a standalone nginx.conf for one
// deployment. Usage (docs/deploy.md):
//   tsx tooling/nginx/render-config.ts --deployment dist/config.json --root dist --port 8080 \
//     [--prefix DIR] [--listen '80'] [--user www-data] [--connect-src ORIGIN]... \
//     [--img-src ORIGIN]... [--form-action ORIGIN]... [--server-name NAME] \
//     [--tls-cert FILE --tls-key FILE [--tls-port 8443 | --tls-listen 443] [--hsts-include-subdomains] \
//      [--acme-root DIR]] > nginx.conf
// The CSP always allows the config's api.trusted_origins; --connect-src adds origins on top.
// With --tls-cert and --tls-key the storefront's server answers HTTPS and HTTP/2 (with HSTS) and
// --port/--listen becomes a plain-HTTP server that redirects to it (tls.ts); without them the
// output is the plain server alone, as before TLS existed here.

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE = path.join(REPO, 'deployments/nginx/storefront.conf.template');
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface RenderOptions extends CspExtras {
  /** A deployment name (deployments/<name>.json) or a path to a config JSON (e.g. dist/config.json). */
  deployment: string;
  /** The built dist/ directory nginx serves. */
  root: string;
  port?: number;
  /** A full `listen` value that replaces 127.0.0.1:<port>, e.g. "80" or "[::]:8080". */
  listen?: string;
  /** Directory for pid, logs and temp files; defaults to the current directory. */
  prefix?: string;
  /** Worker user when the master runs as root (nginx defaults to nobody). */
  user?: string;
  /** Same as the build's API_ORIGIN: swaps the fake API origin of a named deployment. */
  apiOrigin?: string;
  /** Overrides the module check (tests). */
  brotli?: boolean;
  /** nginx server_name (default `_`, any name); with TLS, the name the redirect sends browsers to. */
  serverName?: string;
  /** A certificate and key: serve HTTPS and HTTP/2, and redirect `listen` to it. */
  tls?: TlsOptions;
}

/** The headers every answer carries (each location repeats them: see the template). */
function securityHeaders(tls: TlsOptions | undefined): string[] {
  return [
    'add_header Content-Security-Policy $storefront_csp always;',
    'add_header X-Content-Type-Options "nosniff" always;',
    'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
    ...(tls ? [`add_header Strict-Transport-Security "${hstsValue(tls)}" always;`] : []),
  ];
}

// A placeholder alone on its line stands for a block: each line indented as the placeholder, the
// line itself gone when the block is empty (so a config without TLS has no trace of it).
function fillBlocks(template: string, blocks: Record<string, string[]>): string {
  return template.replace(/^([ \t]*)\{\{(\w+)\}\}\n/gm, (match, indent: string, name: string) => {
    const lines = blocks[name];
    if (lines === undefined) return match;
    return lines.map((line) => (line ? `${indent}${line}\n` : '\n')).join('');
  });
}

/** Reads a deployment by name (deployments/<name>.json) or by path to a config JSON. */
export function readDeployment(deployment: string, apiOrigin?: string): DeploymentConfig {
  if (/^[a-z0-9-]+$/.test(deployment)) return loadDeployment(REPO, deployment, apiOrigin);
  if (!existsSync(deployment)) throw new Error(`No deployment config at ${deployment}`);
  return parseDeploymentConfig(JSON.parse(readFileSync(deployment, 'utf8')));
}

// Values land unquoted in nginx directives; anything outside this set could end a directive early.
function safePath(label: string, value: string): string {
  const absolute = path.resolve(value);
  if (!/^[\w./@+-]+$/.test(absolute))
    throw new Error(`${label} "${absolute}" has characters nginx needs quoted`);
  return absolute;
}

/** A Link header value that preconnects to the deployment's API origins (CORS, hence crossorigin). */
export function preconnectLinks(config: DeploymentConfig): string {
  const origins = new Set([config.api.agency_host, config.api.main_host].map((host) => new URL(host).origin));
  return [...origins].map((origin) => `<${origin}>; rel=preconnect; crossorigin`).join(', ');
}

/** The complete nginx.conf text for one deployment. */
export function renderNginxConfig(options: RenderOptions): string {
  const config = readDeployment(options.deployment, options.apiOrigin);
  const index = path.join(options.root, 'index.html');
  // Rendered before a build (tests), there is no page yet and so no inline script to allow.
  const indexHtml = options.indexHtml ?? (existsSync(index) ? readFileSync(index, 'utf8') : '');
  const csp = buildCsp(config, { ...options, indexHtml });
  const prefix = safePath('prefix', options.prefix ?? '.');
  const listen = options.listen ?? `127.0.0.1:${options.port ?? 8080}`;
  if (!/^[\w.:[\]* -]+$/.test(listen)) throw new Error(`listen "${listen}" is not a plain listen value`);
  if (options.user && !/^[a-z_][\w-]*$/i.test(options.user)) throw new Error(`bad user "${options.user}"`);
  const brotli = options.brotli ?? existsSync(BROTLI_STATIC_MODULE);
  const serverName = options.serverName ?? '_';
  if (!/^[\w.*-]+( [\w.*-]+)*$/.test(serverName)) throw new Error(`bad server name "${serverName}"`);
  const { tls } = options;
  const blocks: Record<string, string[]> = {
    security_headers: securityHeaders(tls),
    redirect_server: tls
      ? redirectServer(tls, listen, serverName, tls.acmeRoot && safePath('acme root', tls.acmeRoot))
      : [],
    tls: tls
      ? tlsDirectives({ cert: safePath('tls cert', tls.cert), key: safePath('tls key', tls.key) })
      : [],
  };
  const values: Record<string, string> = {
    deployment: config.title.replace(/[\r\n]/g, ' '),
    prefix,
    root: safePath('root', options.root),
    listen: tls ? tlsListen(tls) : listen,
    server_name: serverName,
    user: options.user ? `user ${options.user};` : '# user: nginx default (nobody when started as root)',
    load_modules: brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '# brotli_static module not installed',
    brotli_static: brotli
      ? '  brotli_static on;'
      : '  # brotli_static: install libnginx-mod-http-brotli-static and re-render',
    csp,
    preconnect: preconnectLinks(config),
  };
  return fillBlocks(readFileSync(TEMPLATE, 'utf8'), blocks).replace(
    /\{\{(\w+)\}\}/g,
    (match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`template placeholder ${match} has no value`);
      return value;
    },
  );
}

/** Command-line options of both renderers (this and render-headers.ts): the deployment and the CSP's. */
export const DEPLOYMENT_ARGS = {
  deployment: { type: 'string' },
  root: { type: 'string', default: 'dist' },
  'api-origin': { type: 'string' },
  'connect-src': { type: 'string', multiple: true, default: [] },
  'img-src': { type: 'string', multiple: true, default: [] },
  'form-action': { type: 'string', multiple: true, default: [] },
} satisfies NonNullable<ParseArgsConfig['options']>;

interface DeploymentArgValues {
  deployment?: string;
  root: string;
  'api-origin'?: string;
  'connect-src': string[];
  'img-src': string[];
  'form-action': string[];
}

/** The parsed DEPLOYMENT_ARGS as renderer options. */
export function deploymentOptions(values: DeploymentArgValues) {
  if (!values.deployment) throw new Error('--deployment <name | path/to/config.json> is required');
  return {
    deployment: values.deployment,
    root: values.root,
    apiOrigin: values['api-origin'],
    connectSrc: values['connect-src'],
    imgSrc: values['img-src'],
    formAction: values['form-action'],
  };
}

/** Runs `main` when `moduleUrl` is the script node was started with; an error exits 1 with its message. */
export function runAsScript(moduleUrl: string, name: string, main: (argv: string[]) => void): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

function main(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: {
      ...DEPLOYMENT_ARGS,
      port: { type: 'string', default: '8080' },
      listen: { type: 'string' },
      prefix: { type: 'string' },
      user: { type: 'string' },
      'server-name': { type: 'string' },
      'tls-cert': { type: 'string', default: process.env.TLS_CERT },
      'tls-key': { type: 'string', default: process.env.TLS_KEY },
      'tls-port': { type: 'string', default: '8443' },
      'tls-listen': { type: 'string' },
      'hsts-include-subdomains': { type: 'boolean', default: false },
      'acme-root': { type: 'string' },
    },
  });
  const port = portNumber('--port', values.port);
  const cert = values['tls-cert'] || undefined;
  const key = values['tls-key'] || undefined;
  if (Boolean(cert) !== Boolean(key)) throw new Error('--tls-cert and --tls-key go together');
  for (const file of [cert, key]) if (file && !existsSync(file)) throw new Error(`no file at ${file}`);
  const tls: TlsOptions | undefined =
    cert && key
      ? {
          cert,
          key,
          port: portNumber('--tls-port', values['tls-port']),
          listen: values['tls-listen'],
          hstsIncludeSubdomains: values['hsts-include-subdomains'],
          acmeRoot: values['acme-root'],
        }
      : undefined;
  if (!tls && (values['tls-listen'] || values['acme-root'] || values['hsts-include-subdomains']))
    throw new Error('--tls-listen, --acme-root and --hsts-include-subdomains need --tls-cert and --tls-key');
  process.stdout.write(
    renderNginxConfig({
      ...deploymentOptions(values),
      port,
      listen: values.listen,
      prefix: values.prefix,
      user: values.user,
      serverName: values['server-name'],
      tls,
    }),
  );
}

function portNumber(flag: string, value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`bad ${flag} ${value}`);
  return port;
}

runAsScript(import.meta.url, 'render-config', main);
