import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildCsp } from './csp.ts';
import {
  DEPLOYMENT_ARGS,
  deploymentOptions,
  preconnectLinks,
  readDeployment,
  runAsScript,
  type RenderOptions,
} from './render-config.ts';

// The headers of the nginx config (deployments/nginx/storefront.conf.template) as a CDN `_headers`
// file, for dist/ on object storage behind Cloudflare Pages, Netlify or alike (docs/deploy.md, 8.).
// Usage:
//   tsx tooling/nginx/render-headers.ts --deployment dist/config.json [--root dist] \
//     [--api-origin ORIGIN] [--connect-src ORIGIN]... [--img-src ORIGIN]... [--form-action ORIGIN]... \
//     > dist/_headers
// tests/build/cdn-headers.test.ts checks that both renderings send each file the same headers.

/** What the headers depend on: the deployment and the CSP inputs of renderNginxConfig. */
export type HeadersOptions = Pick<
  RenderOptions,
  'deployment' | 'root' | 'apiOrigin' | 'connectSrc' | 'imgSrc' | 'formAction' | 'indexHtml'
>;

/** Hashed file names: one name, one content, so a year in any cache. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Cloudflare Pages refuses longer lines; a CSP silently dropped would be worse than no file.
const MAX_LINE = 2000;

interface Rule {
  pattern: string;
  /** Headers a broader rule set that this one replaces (Cloudflare's `! Name`). */
  detach?: string[];
  headers: [string, string][];
}

function renderRule({ pattern, detach = [], headers }: Rule): string {
  return [pattern, ...detach.map((name) => `  ! ${name}`), ...headers.map(([n, v]) => `  ${n}: ${v}`)].join(
    '\n',
  );
}

/** The complete `_headers` text for one deployment. */
export function renderHeadersFile(options: HeadersOptions): string {
  const config = readDeployment(options.deployment, options.apiOrigin);
  const index = path.join(options.root, 'index.html');
  // As for nginx: the inline boot script is allowed by the hash of the index.html being deployed.
  const indexHtml = options.indexHtml ?? (existsSync(index) ? readFileSync(index, 'utf8') : '');
  const csp = buildCsp(config, { ...options, indexHtml });
  const link = preconnectLinks(config);
  const rules: Rule[] = [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', csp],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        // Every unhashed name (index.html, config.json, version.txt, terms/, themes/, favicon)
        // revalidates, so a deploy or a replaced file reaches shoppers on their next load.
        ['Cache-Control', 'no-cache'],
      ],
    },
    // Must follow /*: Cloudflare applies matching rules in file order, `!` removing what came before.
    { pattern: '/assets/*', detach: ['Cache-Control'], headers: [['Cache-Control', IMMUTABLE]] },
    // The page's first API calls go to these origins; `/` is the page too (nginx's index).
    { pattern: '/index.html', headers: [['Link', link]] },
    { pattern: '/', headers: [['Link', link]] },
  ];
  const title = config.title.replace(/[\r\n]/g, ' ');
  const text = [
    `# Storefront headers for deployment "${title}", rendered by tooling/nginx/render-headers.ts.`,
    '# The same headers as the nginx config; re-render rather than edit (docs/deploy.md, 8.).',
    '# Cloudflare Pages gives a path the headers of every rule matching it and joins a header set twice',
    '# with a comma, so /assets/* detaches (`! Cache-Control`) the no-cache of /* before setting its',
    '# own. Netlify has no `!` (delete those lines if its deploy log complains): it applies the most',
    "# specific rule's value, which is /assets/* there anyway.",
    '# /terms/*, /themes/*, /config.json and /version.txt keep the no-cache of /*: operators replace them.',
    '',
    rules.map(renderRule).join('\n\n'),
    '',
  ].join('\n');
  const long = text.split('\n').find((line) => line.length > MAX_LINE);
  if (long) {
    throw new Error(
      `a header line is ${long.length} characters, over the ${MAX_LINE} Cloudflare Pages accepts: ${long.slice(0, 60)}...`,
    );
  }
  return text;
}

runAsScript(import.meta.url, 'render-headers', (argv) => {
  const { values } = parseArgs({ args: argv, options: DEPLOYMENT_ARGS });
  process.stdout.write(renderHeadersFile(deploymentOptions(values)));
});
