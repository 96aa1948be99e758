import type { Plugin, Rollup } from 'vite';
import { packageOf, sourcePath } from './chunk-groups.ts';
import { KEPT_IN_COMMON, STARTUP_MODULES, STARTUP_PACKAGES } from './startup-modules.js';

/** The chunks index.html loads: its entry and everything that entry imports statically. */
export function firstPageChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk' || found.has(file)) return;
    found.set(file, chunk);
    chunk.imports.forEach(visit);
  };
  for (const item of Object.values(bundle))
    if (item.type === 'chunk' && item.isEntry && item.facadeModuleId?.endsWith('index.html'))
      visit(item.fileName);
  return [...found.values()];
}

/**
 * How the first page's modules differ from the startup boundary (build/startup-modules.js): what
 * it loads unlisted, and what is listed but no longer loaded. Empty when they agree.
 */
export function boundaryDrift(bundle: Rollup.OutputBundle): string[] {
  const loaded = new Set<string>();
  const packages = new Set<string>();
  for (const chunk of firstPageChunks(bundle))
    for (const id of chunk.moduleIds) {
      const source = sourcePath(id);
      if (source) loaded.add(source);
      const pkg = packageOf(id);
      if (pkg) packages.add(pkg);
    }
  const listed = new Set([...STARTUP_MODULES, ...KEPT_IN_COMMON]);
  const allowed = new Set(STARTUP_PACKAGES);
  return [
    ...[...loaded]
      .filter((module) => !listed.has(module))
      .map((module) => `the first page loads ${module}, which the boundary does not list`),
    ...STARTUP_MODULES.filter((module) => !loaded.has(module)).map(
      (module) => `the boundary lists ${module}, which the first page no longer loads`,
    ),
    ...[...packages]
      .filter((pkg) => !allowed.has(pkg))
      .map((pkg) => `the first page loads the package ${pkg}, which the boundary does not list`),
  ];
}

/**
 * Fails a production build whose first page and startup boundary disagree. Lint keeps listed
 * modules from importing unlisted ones; this catches the rest (an entry that changed, a list that
 * names a module nothing loads any more), so the list stays the truth a reviewer reads.
 */
export function startupBoundaryPlugin(): Plugin {
  return {
    name: 'storefront-startup-boundary',
    apply: 'build',
    generateBundle(_options, bundle) {
      const drift = boundaryDrift(bundle);
      if (drift.length > 0)
        this.error(
          `The first page and build/startup-modules.js disagree:\n- ${drift.join('\n- ')}\n` +
            'Add a module only as a reviewed cost to every first visit; otherwise load it with import().',
        );
    },
  };
}
