// A local stand-in for import-x/no-restricted-paths and import-x/no-cycle. The import-x plugin pulls
// in a native resolver whose per-platform packages the CI registry mirror does not serve, which made
// `npm ci` refuse the lockfile; relative-path fences need nothing more than path arithmetic, and the
// cycle check needs only a small resolver of its own.
import path from 'node:path';
import { pathBack } from './import-graph.js';
import { bare, inside, isFile, resolveImport, resolveModule, srcRoot, toAbs } from './import-resolve.js';

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
