// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Strings of screens that load later live outside the startup bundle (build/locale-strings-plugin.ts)
// and are added when a module imports its feature's `strings.ts`. A file that uses such a key
// without importing that module shows raw keys ("register.next") whenever it renders first.

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const queryKeys = (text: string, param: 'keys' | 'except'): string[] =>
  new RegExp(`virtual:locale-strings\\?${param}=([\\w,]+)`).exec(text)?.[1]?.split(',') ?? [];

const files = sourceFiles(SRC);
const startupExcept = queryKeys(readFileSync(join(SRC, 'lib/i18n.ts'), 'utf8'), 'except');
/** strings.ts path -> the namespaces it registers. */
const stringModules = new Map(
  files
    .filter((file) => file.endsWith('/strings.ts'))
    .map((file) => [file, queryKeys(readFileSync(file, 'utf8'), 'keys')] as const),
);

function registeredBy(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imports = [...text.matchAll(/^import '([.#][^']*strings)(?:\.ts)?';$/gm)].map((m) =>
    m[1]!.startsWith('#') ? join(SRC, `${m[1]!.slice(1)}.ts`) : `${resolve(dirname(file), m[1]!)}.ts`,
  );
  return imports.flatMap((path) => stringModules.get(path) ?? []);
}

describe('strings of screens outside the startup bundle', () => {
  it('are each registered by exactly one strings module, and left out of startup', () => {
    const registered = [...stringModules.values()].flat();
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...startupExcept].sort());
  });

  it('are only used by files that import the module registering them', () => {
    const lazy = new Set(startupExcept);
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const used = new Set(
        [...text.matchAll(/\bt\(\s*['`]([a-z_]+)\./g)].map((m) => m[1]!).filter((ns) => lazy.has(ns)),
      );
      const have = registeredBy(file);
      for (const ns of used) if (!have.includes(ns)) missing.push(`${relative(ROOT, file)}: ${ns}`);
    }
    expect(missing).toEqual([]);
  });
});
