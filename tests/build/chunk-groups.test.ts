// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, EARLY_SCREENS, OFFLINE_MODULES, SCREEN_GROUPS } from '../../build/chunk-groups';
import { KEPT_IN_COMMON, STARTUP_MODULES } from '../../build/startup-modules.js';
import { boundaryDrift } from '../../build/startup-boundary-plugin';

const root = process.cwd();
const at = (module: string) => join(root, module);

// The groups name their modules outright, so a renamed or deleted file must fail here rather than
// quietly move code between the files a shopper downloads.
describe('chunk groups', () => {
  it('name only modules that exist', () => {
    const named = [
      ...STARTUP_MODULES,
      ...KEPT_IN_COMMON,
      ...Object.keys(SCREEN_GROUPS),
      ...OFFLINE_MODULES,
      ...Object.values(EARLY_SCREENS),
    ];
    expect(named.filter((module) => !existsSync(at(module)))).toEqual([]);
  });

  it('put the startup modules in common, the stack in vendor, and the rest where they name it', () => {
    const groupOf = (id: string) => {
      for (const group of [...CHUNK_GROUPS].sort((a, b) => b.priority - a.priority)) {
        if (typeof group.name === 'function') {
          const name = group.name(id);
          if (name) return name;
        } else if (group.test?.(id)) return group.name;
      }
      return null;
    };
    expect(groupOf(at('src/main.tsx'))).toBe('common');
    expect(groupOf(at('node_modules/react-dom/cjs/react-dom-client.production.js'))).toBe('vendor');
    expect(groupOf(at('node_modules/zod/v4/locales/en.js'))).toBeNull();
    // Kept with the first page's code though it does not import them: most screens do.
    expect(groupOf(at('src/components/ui/thumbnail.tsx'))).toBe('common');
    expect(groupOf(at('src/features/catalog/quick-add.css'))).toBe('common');
    expect(groupOf(at(EARLY_SCREENS.product))).toBe('catalog');
    expect(groupOf(at('src/components/redirect.tsx'))).toBe('checkout-steps');
    expect(groupOf(at('src/app/offline/idb-storage.ts'))).toBe('offline');
    // The query cache's hydration is only the kept cache's: out of the stack, into its file.
    expect(groupOf(at('node_modules/@tanstack/query-core/build/modern/hydration.js'))).toBe('offline');
    expect(groupOf(at('node_modules/@tanstack/query-core/build/modern/queryClient.js'))).toBe('vendor');
    // A module nobody listed is left to the bundler, whatever its path looks like.
    expect(groupOf(at('src/components/ui/thumbnail-big.tsx'))).toBeNull();
    expect(groupOf(at('src/features/orders/queries.ts'))).toBeNull();
  });
});

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], entry = false) {
  return {
    type: 'chunk',
    fileName,
    isEntry: entry,
    facadeModuleId: entry ? at('index.html') : null,
    moduleIds: moduleIds.map(at),
    imports,
  } as unknown as Rollup.OutputChunk;
}

const bundleOf = (...chunks: Rollup.OutputChunk[]) =>
  Object.fromEntries(chunks.map((item) => [item.fileName, item])) as Rollup.OutputBundle;

describe('the startup boundary check of the build', () => {
  const vendor = chunk('assets/vendor.js', ['node_modules/react/index.js']);

  it('passes a first page that loads exactly the listed modules', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', [], ['assets/common.js'], true),
      chunk('assets/common.js', [...STARTUP_MODULES], ['assets/vendor.js']),
      vendor,
      chunk('assets/orders.js', ['src/features/orders/queries.ts']),
    );
    expect(boundaryDrift(bundle)).toEqual([]);
  });

  it('names what the first page loads unlisted, what is listed but not loaded, and foreign packages', () => {
    const bundle = bundleOf(
      chunk('assets/index.js', [], ['assets/common.js'], true),
      chunk('assets/common.js', STARTUP_MODULES.slice(1), ['assets/vendor.js', 'assets/extra.js']),
      vendor,
      chunk('assets/extra.js', ['src/features/orders/queries.ts', 'node_modules/date-fns-tz/index.js']),
    );
    expect(boundaryDrift(bundle)).toEqual([
      'the first page loads src/features/orders/queries.ts, which the boundary does not list',
      `the boundary lists ${STARTUP_MODULES[0]}, which the first page no longer loads`,
      'the first page loads the package date-fns-tz, which the boundary does not list',
    ]);
  });
});
