// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, type ecmaVersion } from 'acorn';
import { afterAll, describe, expect, it } from 'vitest';
import { BROWSER_TARGET } from '../../vite.config.ts';

// The build lowers syntax for the oldest supported engines (vite.config.ts BROWSER_TARGET,
// decision 035). What it does not lower (a dependency's newer syntax, a regular expression, a file
// copied as is) would reach those browsers untouched and stop the page at parse time. So a fresh
// production build is parsed here at the ECMAScript edition the target allows.

/**
 * The first version of each engine with all of an edition's syntax: Vite 8's own table for
 * `es20XX` targets (its `esMap`, which it does not export), for the engines the target names.
 */
const EDITIONS: [ecmaVersion, Record<string, number>][] = [
  [2025, { chrome: 136, safari: 26, ios: 26, firefox: 138 }],
  [2024, { chrome: 119, safari: 17.4, ios: 17.4, firefox: 145 }],
  [2022, { chrome: 94, safari: 16.4, ios: 16.4, firefox: 93 }],
];

/** The newest edition every engine of `target` parses. */
function editionOf(target: readonly string[]): ecmaVersion {
  const engines = target.map((entry) => {
    const [, name = '', version = ''] = /^([a-z]+)([\d.]+)$/.exec(entry) ?? [];
    return { name, version: Number.parseFloat(version) };
  });
  const edition = EDITIONS.find(([, floors]) =>
    engines.every(({ name, version }) => floors[name] !== undefined && version >= floors[name]),
  );
  if (!edition) throw new Error(`no edition known for ${target.join(', ')}`);
  return edition[0];
}

/** What fails to parse at `edition`, as 'where: why'. */
function unparsable(
  scripts: { where: string; code: string; module: boolean }[],
  edition: ecmaVersion,
): string[] {
  return scripts.flatMap(({ where, code, module }) => {
    try {
      parse(code, { ecmaVersion: edition, sourceType: module ? 'module' : 'script' });
      return [];
    } catch (error) {
      return [`${where}: ${(error as Error).message}`];
    }
  });
}

/** Every script a build ships: its .js files and index.html's inline scripts. */
function scriptsOf(dir: string) {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  const inline = [
    ...readFileSync(path.join(dir, 'index.html'), 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g),
  ];
  return [
    // The service worker is a classic script; everything else index.html or import() loads is a module.
    ...files.map((file) => ({
      where: file,
      code: readFileSync(path.join(dir, file), 'utf8'),
      module: path.basename(file) !== 'sw.js',
    })),
    ...inline.map((match, i) => ({
      where: `index.html inline script ${i + 1}`,
      code: match[1] ?? '',
      module: false,
    })),
  ];
}

describe('the syntax the build ships', () => {
  const edition = editionOf(BROWSER_TARGET);
  const out = mkdtempSync(path.join(tmpdir(), 'storefront-syntax-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('is checked at the edition the target allows, and the check sees newer syntax', () => {
    expect(edition).toBe(2025);
    // `using` declarations (ES2026) and RegExp modifiers (ES2025): newer than each edition.
    expect(unparsable([{ where: 'a', code: '{ using file = null; }', module: true }], 2025)).toHaveLength(1);
    expect(unparsable([{ where: 'b', code: 'const i = /(?i:a)b/;', module: true }], 2024)).toHaveLength(1);
    expect(unparsable([{ where: 'c', code: 'const i = /(?i:a)b/;', module: true }], 2025)).toEqual([]);
  });

  it('parses at that edition, in every file of a fresh production build', () => {
    // Three seconds on a quiet machine: a build of its own, so this never reads a stale dist/.
    const build = spawnSync('node_modules/.bin/vite', ['build', '--outDir', out, '--emptyOutDir'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    expect(build.status, build.stderr).toBe(0);
    const scripts = scriptsOf(out);
    expect(scripts.length).toBeGreaterThan(20);
    expect(unparsable(scripts, edition)).toEqual([]);
  });
});
