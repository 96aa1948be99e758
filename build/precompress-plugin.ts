import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
/**
 * Operators may replace these after the build (a new config.json, a patched index.html); a
 * precompressed copy would then be served stale. nginx gzips them on the fly instead.
 */
const OPERATOR_EDITABLE = new Set(['index.html', 'config.json', 'version.txt']);
/**
 * Below 1 KB a response fits in one packet either way, so a .br/.gz pair saves no round trip; nginx
 * still gzips files from 256 bytes on the fly.
 */
export const PRECOMPRESS_MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // .vite/manifest.json is build metadata that nginx never serves.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Lists the files of outDir that get a .br and .gz next to them. */
export async function filesToPrecompress(outDir: string): Promise<string[]> {
  const files: string[] = [];
  for await (const file of walk(outDir)) {
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    if (!TEXT.test(file) || OPERATOR_EDITABLE.has(relative)) continue;
    if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    files.push(file);
  }
  return files;
}

async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  // A compressed copy that is not smaller would only cost the shopper decoding time.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Writes brotli (quality 11) and gzip (level 9) copies next to the build's text assets, for nginx's
 * brotli_static and gzip_static: maximum compression once at build time instead of per request.
 */
export function precompressPlugin(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      // After every other plugin's closeBundle, so files they remove (the demo service worker in
      // production builds) are not compressed first.
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = path.resolve(resolved.root, resolved.build.outDir);
        const files = await filesToPrecompress(outDir);
        await Promise.all(files.map(precompress));
        resolved.logger.info(`precompressed ${files.length} files (.br, .gz) in ${resolved.build.outDir}`);
      },
    },
  };
}
