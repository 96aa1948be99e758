// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencies } from '../../build/import-graph.js';
import { resolveModule } from '../../build/import-resolve.js';
import { lazyNamespaces } from '../../build/locale-strings-plugin';

// The English strings of what loads after the first page stay out of the startup bundle
// (build/locale-strings-plugin.ts). A module loaded by import() exports the strings its imports
// show (`export const strings = [ordersStrings]`), and its importer adds them before it renders
// (`import('./x').then(withStrings)`, src/lib/i18n.ts). A screen that shows a key its module does
// not export, or is loaded without `withStrings`, shows raw keys ("register.next") when it renders
// first; so does a first-page module that shows a key kept out of the first page.

const ROOT = resolve(__dirname, '../..');
const SRC = join(ROOT, 'src');
const name = (file: string) => relative(ROOT, file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const read = (file: string) => text.get(file) ?? readFileSync(file, 'utf8');
const lazy = lazyNamespaces(ROOT);
const en = JSON.parse(readFileSync(join(ROOT, 'locales/en.json'), 'utf8')) as Record<string, unknown>;

/** Whether `path` ('orders.title', or a template's head 'orders.status.') names strings of en.json. */
function inEnglish(path: string): boolean {
  let node: unknown = en;
  const parts = path.replace(/\.$/, '').split('.');
  for (const [index, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null) return false;
    const record = node as Record<string, unknown>;
    // A plural key is written without its suffix: t('orders.items', { count }).
    const last = index === parts.length - 1;
    if (!(part in record) && !(last && (`${part}_one` in record || `${part}_other` in record))) return false;
    node = record[part];
  }
  return true;
}

/** The lazily loaded top-level keys a module shows: any quoted key of en.json, or a template's head. */
function shows(file: string): Set<string> {
  const used = new Set<string>();
  for (const match of read(file).matchAll(/['"`]([a-z_]+)\.([a-z0-9_.]*)(?:\$\{|['"`])/g)) {
    const namespace = match[1]!;
    if (lazy.has(namespace) && inEnglish(`${namespace}.${match[2]}`)) used.add(namespace);
  }
  return used;
}

/** Modules that re-export one `virtual:locale-strings?keys=` module: file -> export name and keys. */
const stringModules = new Map(
  files.flatMap((file) => {
    const match = /\bfrom\s*['"]virtual:locale-strings\?keys=([\w,]+)['"]/.exec(read(file));
    if (!match) return [];
    const exported = /export \{ strings as (\w+) \}/.exec(read(file))?.[1] ?? '';
    return [[file, { exported, keys: match[1]!.split(',') }] as const];
  }),
);

/** Every src/ module `entry` runs through its static imports (the same graph as the import fences). */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...dependencies(file));
  }
  return seen;
}

/** The keys a lazily loaded module exports in `strings`, by the strings modules it names there. */
function exported(entry: string): string[] {
  const source = read(entry);
  const listed = /^export const strings = \[([\w\s,]*)\];?$/m.exec(source)?.[1] ?? '';
  return listed
    .split(',')
    .map((binding) => binding.trim())
    .filter(Boolean)
    .flatMap((binding) => {
      const from = new RegExp(`^import \\{[^}]*\\b${binding}\\b[^}]*\\} from '([^']+)'`, 'm').exec(source);
      const module = from ? resolveModule(entry, from[1]!) : null;
      return (module && stringModules.get(module)?.keys) ?? [];
    });
}

/** 'file: key' for each lazily loaded key that `entry` or its imports show and `declared` lacks. */
function uncovered(entry: string, declared = exported(entry)): string[] {
  const missing: string[] = [];
  for (const file of reached(entry))
    for (const namespace of shows(file))
      if (!declared.includes(namespace)) missing.push(`${name(file)}: ${namespace}`);
  return missing;
}

/** Every import() in src/: who loads what, and whether the strings are added on the way. */
const loads = files.flatMap((importer) =>
  [...read(importer).matchAll(/\bimport\(\s*'([^']+)'\s*\)(\s*\.then\(withStrings\))?/g)].flatMap((match) => {
    const target = resolveModule(importer, match[1]!);
    return target ? [{ importer, target, adds: match[2] !== undefined }] : [];
  }),
);

describe('strings of what loads after the first page', () => {
  it('are each in exactly one strings module, a re-export and nothing else', () => {
    const taken = [...stringModules.values()].flatMap((module) => module.keys);
    expect(new Set(taken).size, 'a key in two strings modules ships twice').toBe(taken.length);
    expect(new Set(taken)).toEqual(lazy);
    for (const [file, module] of stringModules) {
      const code = read(file).replace(/^\/\/.*\n/gm, '');
      expect(code, name(file)).toBe(
        `export { strings as ${module.exported} } from 'virtual:locale-strings?keys=${module.keys.join(',')}';\n`,
      );
    }
  });

  it('are never imported for effect', () => {
    const forEffect = files.filter((file) => /^import '[^']*strings[^']*';$/m.test(read(file)));
    expect(forEffect.map(name)).toEqual([]);
  });

  it('are not shown by the first page, which has only the startup strings', () => {
    // What src/main.tsx runs before any import() (build/startup-modules.js lists the same modules).
    const startup = [...reached(join(SRC, 'main.tsx'))];
    const shown = startup.flatMap((file) =>
      [...shows(file)].map((namespace) => `${name(file)}: ${namespace}`),
    );
    expect(startup.length).toBeGreaterThan(50);
    expect(shown).toEqual([]);
  });

  it('are exported by each module loaded by import() for everything it shows, and added by its importer', () => {
    const problems: string[] = [];
    for (const { importer, target, adds } of loads) {
      const missing = uncovered(target);
      const needs = missing.length > 0 || exported(target).length > 0;
      if (missing.length) problems.push(`${name(target)} exports no strings for ${missing.join(', ')}`);
      if (needs && !adds) problems.push(`${name(importer)} loads ${name(target)} without .then(withStrings)`);
    }
    expect(problems).toEqual([]);
    // The check reaches the routes, and nested ones (the order page's dialogs).
    expect(loads.filter((load) => load.adds).length).toBeGreaterThan(40);
  });

  it('finds a screen that shows keys its module does not export', () => {
    const register = join(SRC, 'app/routes/account/register.tsx');
    expect(uncovered(register)).toEqual([]);
    expect(uncovered(register, [])).toContain('src/features/account/components/register-form.tsx: register');
  });
});
