// A local stand-in for import-x/no-restricted-paths and import-x/no-cycle. The import-x plugin pulls
// in a native resolver whose per-platform packages the CI registry mirror does not serve, which made
// `npm ci` refuse the lockfile; relative-path fences need nothing more than path arithmetic, and the
// cycle check needs only a small resolver of its own.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const srcRoot = path.join(root, 'src');
const toAbs = (p) => path.resolve(root, p);
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep) || file.startsWith(dir + '.');
// './suppliers-store.ts' and './suppliers-store' name the same module, with or without the extension.
const codeExtension = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const bare = (p) => p.replace(codeExtension, '');

/** Resolves a relative or root-relative import to an absolute path; bare package names are not fenced. */
function resolveImport(fromFile, source) {
  const specifier = source.replace(/[?#].*$/, '');
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  // Vite serves '/src/x' from the project root.
  if (specifier.startsWith('/')) return path.join(root, specifier);
  return null;
}

/** The string a module reference names, when it is a plain string (not an expression). */
function staticSource(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  // typeof import('x') and import('x').T parse as TSImportType, whose argument wraps the literal.
  if (node.type === 'TSLiteralType') return staticSource(node.literal);
  return null;
}

/**
 * Calls `visit(node, source)` for every way a file can name another module: imports, re-exports and
 * `import()` of every kind, type-only ones included: a type import still couples the two modules'
 * code, so it is fenced like any other.
 */
function moduleReferences(visit) {
  const at = (node) => {
    const source = staticSource(node);
    if (source !== null) visit(node, source);
  };
  return {
    ImportDeclaration: (node) => at(node.source),
    ExportNamedDeclaration: (node) => node.source && at(node.source),
    ExportAllDeclaration: (node) => at(node.source),
    ImportExpression: (node) => at(node.source),
    TSImportType: (node) => at(node.argument),
    TSExternalModuleReference: (node) => at(node.expression),
  };
}

const restrictedPaths = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const zones = (context.options[0]?.zones ?? []).map((zone) => {
      const from = (Array.isArray(zone.from) ? zone.from : [zone.from]).map(toAbs);
      return {
        target: toAbs(zone.target),
        from,
        // `except` is relative to `from` when there is one `from`, as in import-x.
        except: (zone.except ?? []).map((e) => bare(path.resolve(from[0], e))),
        message: zone.message,
      };
    });
    const filename = context.filename;
    const applicable = zones.filter((zone) => inside(filename, zone.target));
    if (applicable.length === 0) return {};

    return moduleReferences((node, source) => {
      const resolved = resolveImport(filename, source);
      if (!resolved) return;
      const module = bare(resolved);
      for (const zone of applicable) {
        if (!zone.from.some((dir) => inside(resolved, dir))) continue;
        if (zone.except.some((dir) => inside(module, dir))) continue;
        context.report({
          node,
          message: `Unexpected path "${source}" imported in restricted zone. ${zone.message ?? ''}`.trim(),
        });
        return;
      }
    });
  },
};

// --- no-cycle --------------------------------------------------------------------------------------

// Vite's default resolve.extensions, then index files; only source modules become graph nodes.
const extensions = ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx'];
function modifiedAt(p) {
  try {
    return statSync(p, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  } catch {
    return -1;
  }
}

function isFile(p) {
  try {
    return statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // ENOTDIR: a path under a file ('./x.css/index.ts')
  }
}

/** Resolves a relative import within src/ as Vite would; null for packages, assets and anything outside. */
function resolveModule(fromFile, source) {
  // './x?raw', './x?url' and the like load an asset, not the module.
  if (/[?#]/.test(source)) return null;
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

/** Blanks comments and template literals (never an import's source), keeping quoted strings whole. */
const commentOrString =
  /\/\*[\s\S]*?(?:\*\/|$)|\/\/[^\n]*|(['"])(?:\\.|(?!\1)[^\\\n])*\1?|`(?:\\[\s\S]|[^\\`])*`?/g;
const stripComments = (text) =>
  text.replace(commentOrString, (match) => (match[0] === '/' || match[0] === '`' ? ' ' : match));

// Static import and re-export statements at the start of a line: what Vite keeps of them. `import
// type` and `export type` vanish at runtime; `import { type A }` stays, as an import for effect
// (verbatimModuleSyntax). Dynamic import() loads later, after both modules have run, so it is no cycle.
const statement =
  /^[ \t]*(import|export)(\s+type(?=[\s{*])(?!\s+from\b))?((?:(?!\b(?:import|export|from)\b)[\w\s{},*$])*?)(\bfrom\s*)?(['"])([^'"\r\n]+)\5/gm;

function scanImports(text) {
  const edges = [];
  for (const match of stripComments(text).matchAll(statement)) {
    const [, keyword, typeOnly, clause, from, , source] = match;
    if (typeOnly) continue;
    // Without `from`, only `import './x'` (for effect) names a module.
    if (!from && (keyword === 'export' || /\S/.test(clause))) continue;
    edges.push(source);
  }
  return edges;
}

// The module graph, memoised across files and runs. An entry is checked against the file's mtime at
// most once a second, so a long-lived editor server sees edits and one `eslint .` stats each file once.
const graph = new Map();
const RECHECK_MS = 1000;

function dependencies(file) {
  const now = Date.now();
  const cached = graph.get(file);
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached.deps;
  const mtimeMs = modifiedAt(file);
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.deps;
  }
  let deps = [];
  if (mtimeMs !== -1) {
    const sources = scanImports(readFileSync(file, 'utf8'));
    deps = [...new Set(sources.map((source) => resolveModule(file, source)).filter(Boolean))];
  }
  graph.set(file, { mtimeMs, checkedAt: now, deps });
  return deps;
}

/**
 * A path of modules from `start` back to `target`, or null. `deadEnds` holds modules already known
 * not to lead back (shared across one file's imports), so each file walks the graph at most once.
 */
function pathBack(start, target, deadEnds) {
  if (deadEnds.has(start)) return null;
  const seen = new Set([start]);
  const stack = [[start, 0]];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const deps = dependencies(top[0]);
    if (top[1] >= deps.length) {
      stack.pop();
      continue;
    }
    const next = deps[top[1]++];
    if (next === target) return [...stack.map(([file]) => file), target];
    if (seen.has(next) || deadEnds.has(next)) continue;
    seen.add(next);
    stack.push([next, 0]);
  }
  for (const file of seen) deadEnds.add(file);
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Reports a runtime import (within src/) that leads back to the importing file.' },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    if (!inside(filename, srcRoot)) return {};
    const deadEnds = new Set();
    const relative = (file) => path.relative(srcRoot, file).split(path.sep).join('/');

    const check = (node, source) => {
      const target = resolveModule(filename, source);
      if (!target || target === filename) return;
      const cycle = pathBack(target, filename, deadEnds);
      if (!cycle) return;
      context.report({
        node,
        message: `Dependency cycle: ${[filename, ...cycle].map(relative).join(' -> ')}. Move what both need into a module of its own.`,
      });
    };

    // This file's own edges come from its AST (it may be unsaved); the rest of the graph from disk.
    return {
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node.source, node.source.value),
      ExportNamedDeclaration: (node) =>
        node.source && node.exportKind !== 'type' && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => node.exportKind !== 'type' && check(node.source, node.source.value),
    };
  },
};

// --- startup-boundary -------------------------------------------------------------------------------

/** The package a bare specifier names: 'react-dom/client' is react-dom, '@tanstack/x/y' is @tanstack/x. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A module on the startup boundary's list (build/startup-modules.js) may import only listed modules
 * and the listed packages: anything else it reaches through import(), in a chunk of its own. Type
 * imports vanish from the build and so cross freely.
 */
const startupBoundary = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { modules: { type: 'array' }, packages: { type: 'array' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { modules = [], packages = [] } = context.options[0] ?? {};
    const listed = new Set(modules.map(toAbs));
    if (!listed.has(context.filename)) return {};
    const allowedPackages = new Set(packages);
    const check = (node) => {
      const source = node.value;
      if (source.startsWith('virtual:')) return;
      const base = resolveImport(context.filename, source);
      if (!base) {
        if (!allowedPackages.has(packageName(source)))
          context.report({
            node,
            message: `"${source}" is a package outside the startup boundary (build/startup-modules.js): load it with import().`,
          });
        return;
      }
      const resolved = isFile(base) ? base : resolveModule(context.filename, source);
      if (resolved && listed.has(resolved)) return;
      context.report({
        node,
        message:
          `"${source}" is outside the startup boundary (build/startup-modules.js): load it with import(), ` +
          'or list it there as a reviewed cost to every first visit.',
      });
    };
    return {
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node.source),
      ExportNamedDeclaration: (node) => node.source && node.exportKind !== 'type' && check(node.source),
      ExportAllDeclaration: (node) => node.exportKind !== 'type' && check(node.source),
    };
  },
};

export const importFences = {
  rules: {
    'no-restricted-paths': restrictedPaths,
    'no-cycle': noCycle,
    'startup-boundary': startupBoundary,
  },
};
