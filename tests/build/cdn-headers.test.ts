// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxConfig } from '../../tooling/nginx/render-config';
import { renderHeadersFile } from '../../tooling/nginx/render-headers';

// The CDN `_headers` file must send each file what nginx sends it. Both renderings are read back the
// way their servers read them, so a rule changed on one side alone shows up here.

const scratch = mkdtempSync(path.join(tmpdir(), 'cdn-headers-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
// An inline script, so both CSPs must carry the hash of the page they are rendered for.
writeFileSync(path.join(scratch, 'index.html'), '<head><script>startEarly()</script></head>');

const COMPARED = [
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'link',
] as const;
type Effective = Partial<Record<(typeof COMPARED)[number], string>>;

const PATHS = [
  '/assets/index-abc123.js',
  '/index.html',
  '/',
  '/category/101',
  '/config.json',
  '/version.txt',
  '/terms/reference.md',
  '/themes/demo.css',
  '/favicon.svg',
  '/manifest.webmanifest',
  '/icons/maskable.svg',
  // The service worker: revalidated on every check, so a deploy reaches the tab at once.
  '/sw.js',
];

function pick(headers: Map<string, string>): Effective {
  return Object.fromEntries(
    COMPARED.flatMap((name) => (headers.has(name) ? [[name, headers.get(name)]] : [])),
  );
}

// --- nginx: directives, blocks, quoted strings and comments; enough for the rendered template.

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function parseNginx(text: string): Directive[] {
  const tokens: { punct: boolean; value: string }[] = [];
  const token = /\s+|#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"']+)/g;
  for (const [, double, single, punct, word] of text.matchAll(token)) {
    const value = punct ?? word ?? double ?? single;
    if (value !== undefined)
      tokens.push({ punct: punct !== undefined, value: value.replace(/\\(.)/g, '$1') });
  }
  let at = 0;
  const block = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < tokens.length && !(tokens[at]?.punct && tokens[at]?.value === '}')) {
      const words: string[] = [];
      for (let next = tokens[at]; next && !next.punct; next = tokens[++at]) words.push(next.value);
      const end = tokens[at++]?.value;
      const [name = '', ...args] = words;
      if (end === '{') {
        directives.push({ name, args, block: block() });
        at++; // the closing }
      } else if (end === ';') directives.push({ name, args });
      else throw new Error(`nginx config: "${name}" is not ended by ; or {`);
    }
    return directives;
  };
  return block();
}

const child = (within: Directive[] | undefined, name: string) => within?.find((d) => d.name === name);

/** The headers nginx adds to a 200 answer for `uri` (add_header only; `always` matters for errors). */
function nginxHeaders(conf: string, uri: string): Effective {
  const http = child(parseNginx(conf), 'http');
  const server = child(http?.block, 'server');
  if (!http?.block || !server?.block) throw new Error('nginx config: no http { server { } }');
  const variables = new Map(
    http.block
      .filter((d) => d.name === 'map')
      .map((map) => [map.args[1]?.slice(1), child(map.block, 'default')?.args[0]] as const),
  );
  const locations = server.block
    .filter((d) => d.name === 'location')
    .map(({ args, block }) => {
      const [modifier = '', prefix = ''] = args.length === 1 ? ['', args[0]] : args;
      return { modifier, prefix, block };
    });
  // No regex locations in the template: the longest prefix is final, as with ^~.
  if (locations.some(({ modifier }) => modifier.startsWith('~')))
    throw new Error('regex locations are not modelled');
  // A directory is answered by its index, an internal redirect to /…/index.html (try_files $uri sees
  // the directory and leaves it to the index module).
  const resolved = uri.endsWith('/') ? `${uri}index.html` : uri;
  // Deep links such as /category/101 are taken as location / answers them. Real nginx's try_files
  // fallback redirects internally to /index.html and so adds its Link too, which the CDN file cannot
  // (its rules match the path asked for); only the preconnect head start differs.
  const location =
    locations.find(({ modifier, prefix }) => modifier === '=' && prefix === resolved) ??
    locations
      .filter(({ modifier, prefix }) => modifier !== '=' && resolved.startsWith(prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length)[0];
  // add_header in a block replaces every add_header of the blocks around it.
  const own = (block: Directive[] | undefined) => (block ?? []).filter((d) => d.name === 'add_header');
  const adds = [location?.block, server.block, http.block].map(own).find((list) => list.length > 0) ?? [];
  const headers = new Map<string, string>();
  for (const { args } of adds) {
    const [name = '', raw = ''] = args;
    const value = raw.replace(/\$(\w+)/g, (variable, key: string) => {
      const known = variables.get(key);
      if (known === undefined) throw new Error(`nginx config: ${variable} has no value here`);
      return known;
    });
    const key = name.toLowerCase();
    headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
  }
  return pick(headers);
}

// --- _headers, read as Cloudflare Pages reads it (workers-sdk pages-shared/asset-server): every
// rule matching the path applies in file order, `! Name` deletes, a header set again is joined.

interface HeaderRule {
  pattern: RegExp;
  unset: string[];
  set: [string, string][];
}

function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const rule = rules.at(-1);
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
        .join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), unset: [], set: [] });
    } else if (!rule) throw new Error(`_headers: "${line}" comes before any path`);
    else if (line.trim().startsWith('!')) rule.unset.push(line.trim().slice(1).trim().toLowerCase());
    else {
      const colon = line.indexOf(':');
      if (colon < 0) throw new Error(`_headers: "${line}" is no "Name: value"`);
      rule.set.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

function cdnHeaders(text: string, uri: string): Effective {
  const headers = new Map<string, string>();
  for (const rule of parseHeadersFile(text).filter(({ pattern }) => pattern.test(uri))) {
    for (const name of rule.unset) headers.delete(name);
    for (const [name, value] of rule.set)
      headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  return pick(headers);
}

describe.each(['reference', 'market-demo'])('deployment %s: _headers and nginx agree', (deployment) => {
  const nginx = renderNginxConfig({ deployment, root: scratch, prefix: scratch, brotli: false });
  const cdn = renderHeadersFile({ deployment, root: scratch });

  it.each(PATHS)('%s', (uri) => {
    expect(cdnHeaders(cdn, uri)).toEqual(nginxHeaders(nginx, uri));
  });

  it('compares real headers, not two empty readings', () => {
    const asset = nginxHeaders(nginx, '/assets/index-abc123.js');
    expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(nginxHeaders(nginx, '/')['link']).toMatch(/rel=preconnect; crossorigin$/);
    expect(nginxHeaders(nginx, '/config.json')['cache-control']).toBe('no-cache');
    expect(nginxHeaders(nginx, '/sw.js')['cache-control']).toBe('no-cache');
  });

  it('needs the detach: without it Cloudflare would send no-cache and immutable together', () => {
    const combined = cdnHeaders(cdn.replace(/^\s+! Cache-Control\n/m, ''), '/assets/index-abc123.js');
    expect(combined['cache-control']).toBe('no-cache, public, max-age=31536000, immutable');
  });
});
