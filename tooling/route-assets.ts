import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { inlineScripts } from './nginx/csp.ts';
import { FIRST_PAGE_QUIET_MARK } from '../src/app/boot/first-page-gate.ts';

// What a route makes the browser download from /assets on a first visit (and, apart, the scripts
// inline in index.html), with the sizes of those files in dist/ (raw, gzip -9 and brotli 11, as the
// build precompresses them). Used by the byte budgets in `npm test` and by `npm run bench`.

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteAssets {
  route: string;
  js: AssetSize[];
  css: AssetSize[];
}

function sizesOf(file: string, body: Buffer): AssetSize {
  return {
    file,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Raw, gzip and brotli sizes of a built file (path relative to dist/). */
export function sizeOf(file: string, dist = 'dist'): AssetSize {
  return sizesOf(file, readFileSync(path.join(dist, file)));
}

/**
 * The scripts written into index.html (the early boot script), which every route runs. They come
 * with the document (gzipped by nginx, revalidated with a 304) rather than as cached /assets files,
 * so they are sized and budgeted on their own, each as if sent alone.
 */
export function inlineScriptSizes(dist = 'dist'): AssetSize[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return inlineScripts(html).map((code, index) =>
    sizesOf(`index.html inline script ${index + 1}`, Buffer.from(code)),
  );
}

/** Adds up one size column of a list of assets. */
export function total(assets: readonly AssetSize[], key: 'raw' | 'gzip' | 'brotli'): number {
  return assets.reduce((sum, asset) => sum + asset[key], 0);
}

/**
 * Opens `route` in a fresh page state and lists the /assets JS and CSS it loaded until the network
 * went quiet. `ready` waits for something visible, so lazily loaded screens are counted too. `dist`
 * is the build being served (the bench also measures a second one, the stack floor).
 */
export async function assetsForRoute(
  page: Page,
  route: string,
  ready: () => Promise<void>,
  dist = 'dist',
): Promise<RouteAssets> {
  const seen = new Set<string>();
  const onRequest = (request: { url: () => string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname)) seen.add(pathname.slice(1));
  };
  // The previous route's page is left first, for a same-origin text file that runs no script (init
  // scripts that seed storage still can): its background requests, made as its first-page gate
  // opened, would otherwise arrive while this route loads and be counted as this route's.
  await page.goto('/version.txt');
  page.on('request', onRequest);
  await page.goto(route);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  // What loads once the first page has had its quiet moment (src/app/boot/first-page-gate.ts,
  // which marks it) is not what the first visit waits for: on a slow machine the page goes quiet
  // later, and the background watch's code would be counted against a budget the build meets.
  const background = await page.evaluate((mark) => {
    const opened = performance.getEntriesByName(mark)[0]?.startTime;
    if (opened === undefined) return [];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= opened)
      .map((entry) => new URL(entry.name).pathname.slice(1));
  }, FIRST_PAGE_QUIET_MARK);
  for (const file of background) seen.delete(file);
  const files = [...seen].sort();
  return {
    route,
    js: files.filter((file) => file.endsWith('.js')).map((file) => sizeOf(file, dist)),
    css: files.filter((file) => file.endsWith('.css')).map((file) => sizeOf(file, dist)),
  };
}

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/**
 * Built file -> the route screen module it contains (src/app/routes/...), from Vite's manifest. The
 * category and product screens share one file on purpose (build/chunk-groups.ts) and are not in it.
 */
export function routeScreensByFile(dist = 'dist'): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const screens = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.isDynamicEntry && chunk.src?.startsWith('src/app/routes/')) screens.set(chunk.file, chunk.src);
  }
  return screens;
}
