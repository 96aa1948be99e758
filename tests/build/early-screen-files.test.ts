import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { EARLY_SCREENS } from '../../build/chunk-groups';
import { earlyScreenFiles } from '../../build/early-script-plugin';

const ROOT = '/app';

function chunk(fileName: string, moduleIds: string[], imports: string[] = [], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    moduleIds: moduleIds.map((id) => `${ROOT}/${id}`),
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

const bundleOf = (...chunks: Rollup.OutputChunk[]) =>
  Object.fromEntries(chunks.map((item) => [item.fileName, item])) as Rollup.OutputBundle;

const startup = new Set(['assets/vendor.js', 'assets/common.js', 'assets/common.css']);

describe('earlyScreenFiles', () => {
  it("lists each early screen's file, what it imports and their styles, but not what index.html loads", () => {
    const bundle = bundleOf(
      chunk('assets/common.js', ['src/main.tsx'], ['assets/vendor.js']),
      chunk('assets/vendor.js', ['node_modules/react/index.js']),
      chunk(
        'assets/catalog.js',
        [EARLY_SCREENS.category, EARLY_SCREENS.product],
        ['assets/common.js', 'assets/thumbnail.js', 'assets/dates.js'],
        ['assets/catalog.css'],
      ),
      chunk('assets/thumbnail.js', ['src/components/ui/thumbnail.tsx'], ['assets/vendor.js']),
      chunk('assets/dates.js', ['src/lib/dates.ts'], ['assets/thumbnail.js']),
      chunk('assets/search.js', ['src/app/routes/catalog/search.tsx'], ['assets/catalog.js']),
    );
    const files = ['/assets/catalog.js', '/assets/catalog.css', '/assets/thumbnail.js', '/assets/dates.js'];
    expect(earlyScreenFiles(bundle, ROOT, '/', startup)).toEqual({ category: files, product: files });
  });

  it('addresses the files under the deployment base', () => {
    const bundle = bundleOf(
      chunk('assets/category.js', [EARLY_SCREENS.category]),
      chunk('assets/product.js', [EARLY_SCREENS.product], [], ['assets/product.css']),
    );
    expect(earlyScreenFiles(bundle, ROOT, '/shop/', startup)).toEqual({
      category: ['/shop/assets/category.js'],
      product: ['/shop/assets/product.js', '/shop/assets/product.css'],
    });
  });

  it('fails the build when an early screen is in no file', () => {
    const bundle = bundleOf(chunk('assets/category.js', [EARLY_SCREENS.category]));
    expect(() => earlyScreenFiles(bundle, ROOT, '/', startup)).toThrow(/product\.tsx is in no chunk/);
  });
});
