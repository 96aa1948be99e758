import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_STORES, STORES_BY_NAME } from '../support/store-registry';

// tests/setup.ts resets every store in tests/support/store-registry.ts after each test, so a store
// missing there leaks one test's state into the next. These read the sources to catch that.

const SRC = join(process.cwd(), 'src');
/** Where stores are made: the shell's state and the domain's (basket, checkout, orders). */
const STORE_FOLDERS = [join(SRC, 'stores'), join(SRC, 'domain')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The source without comments, so a `create(` in prose neither counts nor hides one. */
function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Local names `create` / `createStore` are imported as from zustand in `source`. */
function zustandCreators(source: string): string[] {
  const names: string[] = [];
  for (const [, specifiers = ''] of source.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*'zustand(?:\/vanilla)?'/g,
  )) {
    for (const specifier of specifiers.split(',')) {
      const match = /^\s*(create|createStore)(?:\s+as\s+(\w+))?\s*$/.exec(specifier);
      if (match) names.push(match[2] ?? match[1] ?? '');
    }
  }
  return names;
}

/** Each store a file creates, by the name it is bound to ('?' for one not bound to a name). */
function storesCreatedIn(path: string): string[] {
  const source = code(path);
  return zustandCreators(source).flatMap((creator) => {
    const calls = [...source.matchAll(new RegExp(`\\b${creator}\\s*[<(]`, 'g'))].length;
    const named = [
      ...source.matchAll(new RegExp(`\\bconst\\s+(\\w+)\\s*(?::[^=]+)?=\\s*${creator}\\s*[<(]`, 'g')),
    ].map(([, name = '']) => name);
    return [...named, ...Array<string>(calls - named.length).fill('?')];
  });
}

describe('store registry', () => {
  const created = STORE_FOLDERS.flatMap(sourceFiles).flatMap((path) =>
    storesCreatedIn(path).map((name) => ({ file: relative(SRC, path), name })),
  );

  it('finds the stores under src/stores and src/domain', () => {
    // A guard on the scan itself: if this drops, the pattern above no longer sees how stores are made.
    expect(created.length).toBeGreaterThanOrEqual(12);
  });

  it('lists every store created under src/stores and src/domain, and nothing else', () => {
    const registered = Object.keys(STORES_BY_NAME).sort();
    expect(created.filter(({ name }) => !registered.includes(name))).toEqual([]);
    expect(registered).toEqual(created.map(({ name }) => name).sort());
  });

  it('holds the stores themselves, each once', () => {
    expect(ALL_STORES).toHaveLength(Object.keys(STORES_BY_NAME).length);
    expect(new Set(ALL_STORES).size).toBe(ALL_STORES.length);
    for (const store of ALL_STORES) expect(store.getInitialState()).toBeTypeOf('object');
  });
});
