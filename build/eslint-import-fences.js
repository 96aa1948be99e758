// A local stand-in for import-x/no-restricted-paths. The import-x plugin pulls in a native resolver
// whose per-platform packages the CI registry mirror does not serve, which made `npm ci` refuse the
// lockfile; relative-path fences need nothing more than path arithmetic.
import path from 'node:path';

const root = process.cwd();
const toAbs = (p) => path.resolve(root, p);
const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep) || file.startsWith(dir + '.');

/** Resolves a relative import to an absolute path; bare package names are not fenced here. */
function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(fromFile), source);
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
        except: (zone.except ?? []).map((e) => path.resolve(from[0], e)),
        message: zone.message,
      };
    });
    const filename = context.filename;

    function check(node, source) {
      if (typeof source !== 'string') return;
      const resolved = resolveImport(filename, source);
      if (!resolved) return;
      for (const zone of zones) {
        if (!inside(filename, zone.target)) continue;
        if (!zone.from.some((dir) => inside(resolved, dir))) continue;
        if (zone.except.some((dir) => inside(resolved, dir))) continue;
        context.report({
          node,
          message: `Unexpected path "${source}" imported in restricted zone. ${zone.message ?? ''}`.trim(),
        });
        return;
      }
    }

    return {
      // Type-only imports are erased at build time, so they create no runtime dependency.
      ImportDeclaration: (node) => node.importKind !== 'type' && check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const importFences = { rules: { 'no-restricted-paths': restrictedPaths } };
