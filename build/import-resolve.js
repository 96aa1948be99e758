// Module resolution for the local import fences (build/eslint-import-fences.js): path arithmetic
// and Vite's extension rules, nothing more.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = process.cwd();
export const srcRoot = path.join(root, 'src');
export const toAbs = (p) => path.resolve(root, p);
export const inside = (file, dir) =>
  file === dir || file.startsWith(dir + path.sep) || file.startsWith(dir + '.');
// './suppliers-store.ts' and './suppliers-store' name the same module, with or without the extension.
const codeExtension = /\.(?:[cm]?[jt]s|[jt]sx)$/;
export const bare = (p) => p.replace(codeExtension, '');

// package.json "imports": '#api/x.ts' names src/api/x.ts, from anywhere (README, 'Layout').
const aliases = Object.entries(
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {},
).map(([from, to]) => [from.replace(/\*$/, ''), to.replace(/\*$/, '').replace(/^\./, '')]);

/** The root-relative path an import alias ('#api/errors.ts') stands for, or the source unchanged. */
export function unalias(source) {
  const hit = aliases.find(([from]) => source.startsWith(from));
  return hit ? hit[1] + source.slice(hit[0].length) : source;
}

/** Resolves a relative or root-relative import to an absolute path; bare package names are not fenced. */
export function resolveImport(fromFile, source) {
  const specifier = unalias(source).replace(/[?#].*$/, '');
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  // Vite serves '/src/x' from the project root.
  if (specifier.startsWith('/')) return path.join(root, specifier);
  return null;
}

// Vite's default resolve.extensions, then index files; only source modules become graph nodes.
const extensions = ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx'];
export function modifiedAt(p) {
  try {
    return statSync(p, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  } catch {
    return -1;
  }
}

export function isFile(p) {
  try {
    return statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // ENOTDIR: a path under a file ('./x.css/index.ts')
  }
}

/** Resolves a relative import within src/ as Vite would; null for packages, assets and anything outside. */
export function resolveModule(fromFile, source) {
  // './x?raw', './x?url' and the like load an asset, not the module.
  if (/[?#]/.test(unalias(source))) return null;
  const base = resolveImport(fromFile, source);
  if (!base || !inside(base, srcRoot)) return null;
  const candidates = codeExtension.test(base) ? [base] : [];
  // An importer may name a TypeScript module by its emitted .js name.
  if (/\.[cm]?js$/.test(base)) candidates.push(base.replace(/js$/, 'ts'), base.replace(/js$/, 'tsx'));
  candidates.push(
    ...extensions.map((ext) => base + ext),
    ...extensions.map((ext) => path.join(base, 'index' + ext)),
  );
  return candidates.find(isFile) ?? null;
}
