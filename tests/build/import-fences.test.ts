// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messagesFor } from './import-fences-lint';

describe('import fences', () => {
  it('fails a feature that imports another feature', async () => {
    const messages = await messagesFor(
      'src/features/catalog/uses-suppliers.ts',
      "import { nearbySuppliersQuery } from '../suppliers/queries';\nexport const q = nearbySuppliersQuery;\n",
    );
    expect(messages.join('\n')).toMatch(/fences\/no-restricted-paths: .*Features do not import each other/);
  });

  it('lets a feature import its own files, the API layer and shared UI', async () => {
    const messages = await messagesFor(
      'src/features/catalog/own.ts',
      [
        "import { rootCategoriesQuery } from './queries';",
        "import { catalogApi } from '../../api/operations/catalog';",
        "import { ErrorState } from '../../components/ui/error-state';",
        'export const all = [rootCategoriesQuery, catalogApi, ErrorState];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('makes app code import the API area it calls, not the whole registry', async () => {
    const messages = await messagesFor(
      'src/features/catalog/whole.ts',
      "import { api } from '../../api/operations';\nexport const a = api;\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-imports: .*Import the area you call/);
  });

  it('keeps lib at the bottom and the fake backend out of the app', async () => {
    const lib = await messagesFor(
      'src/lib/uses-api.ts',
      "import { api } from '../api/operations';\nexport const a = api;\n",
    );
    expect(lib.join('\n')).toMatch(/lib sits at the bottom/);
    // Not even the config: it hands lib what lib needs (the currency) as it is installed.
    const libConfig = await messagesFor(
      'src/lib/uses-config.ts',
      "import { getDeploymentConfig } from '../config/deployment-config';\nexport const c = getDeploymentConfig;\n",
    );
    expect(libConfig.join('\n')).toMatch(/lib sits at the bottom/);
    const configLib = await messagesFor(
      'src/config/uses-lib.ts',
      "import { formatMoney } from '../lib/money';\nexport const f = formatMoney;\n",
    );
    expect(configLib).toEqual([]);
    const app = await messagesFor(
      'src/app/uses-mocks.ts',
      "import { handlers } from '../mocks/handlers/all';\nexport const h = handlers;\n",
    );
    expect(app.join('\n')).toMatch(/fake backend/);
  });

  it('keeps the domain between features and the API: shared by features, never reaching up', async () => {
    for (const source of ['#features/catalog/queries.ts', '#app/router.tsx', '#components/ui/dialog.tsx']) {
      const messages = await messagesFor(
        'src/domain/basket/reaches-up.ts',
        `import { x } from '${source}';\nexport const y = x;\n`,
      );
      expect(messages.join('\n'), source).toMatch(/fences\/no-restricted-paths: .*The domain imports api/);
    }
    const allowed = await messagesFor(
      'src/domain/basket/allowed.ts',
      [
        "import { isApiError } from '#api/errors.ts';",
        "import { useAccountStore } from '#stores/account-store.ts';",
        "import { formatMoney } from '#lib/money.ts';",
        "import { getDeploymentConfig } from '#config/deployment-config.ts';",
        'export const all = [isApiError, useAccountStore, formatMoney, getDeploymentConfig];',
        '',
      ].join('\n'),
    );
    expect(allowed).toEqual([]);
    // Features use the domain; the layers below it never do.
    const feature = await messagesFor(
      'src/features/catalog/uses-domain.ts',
      "import { useCartStore } from '#domain/basket/cart-store.ts';\nexport const s = useCartStore;\n",
    );
    expect(feature).toEqual([]);
    for (const layer of ['src/stores/uses-domain.ts', 'src/api/uses-domain.ts', 'src/lib/uses-domain.ts']) {
      const messages = await messagesFor(
        layer,
        "import { useCartStore } from '#domain/basket/cart-store.ts';\nexport const s = useCartStore;\n",
      );
      expect(messages.join('\n'), layer).toMatch(/fences\/no-restricted-paths/);
    }
  });

  it('fences an import by alias as it fences the same import by path', async () => {
    const messages = await messagesFor(
      'src/features/catalog/uses-suppliers-by-alias.ts',
      "import { nearbySuppliersQuery } from '#features/suppliers/queries.ts';\nexport const q = nearbySuppliersQuery;\n",
    );
    expect(messages.join('\n')).toMatch(/fences\/no-restricted-paths: .*Features do not import each other/);
  });

  it('allows zod/mini and rejects classic zod anywhere in src, the fake backend and stores included', async () => {
    const mini = await messagesFor(
      'src/api/schemas/ok.ts',
      "import { z } from 'zod/mini';\nexport const s = z.string();\n",
    );
    expect(mini).toEqual([]);
    for (const [path, source] of [
      ['src/api/schemas/classic.ts', 'zod'],
      ['src/mocks/db/classic.ts', 'zod'],
      ['src/stores/classic.ts', 'zod/v4'],
      ['src/features/catalog/classic.ts', 'zod/v4/classic'],
    ] as const) {
      const messages = await messagesFor(
        path,
        `import { z } from '${source}';\nexport const s = z.string();\n`,
      );
      expect(messages.join('\n'), `${path} importing ${source}`).toMatch(
        /no-restricted-imports: .*zod\/mini/,
      );
    }
  });

  it('rejects default exports and raw fetch outside the API layer', async () => {
    const messages = await messagesFor(
      'src/features/catalog/bad.ts',
      'export default async function load() {\n  return fetch("/x");\n}\n',
    );
    expect(messages.join('\n')).toMatch(/no-restricted-syntax: Use a named export/);
    expect(messages.join('\n')).toMatch(/no-restricted-globals/);
  });

  it('fences type-only imports, re-exports and import types like any other import', async () => {
    for (const code of [
      "import type { Supplier } from '../suppliers/queries';\nexport type S = Supplier;\n",
      "export type { Supplier } from '../suppliers/queries';\n",
      "export type * from '../suppliers/queries';\n",
      "export type Q = typeof import('../suppliers/queries');\n",
      'export const load = () => import(`../suppliers/queries`);\n',
      // Vite serves '/src/...' from the project root.
      "import { supplierQuery } from '/src/features/suppliers/queries';\nexport const q = supplierQuery;\n",
    ]) {
      const messages = await messagesFor('src/features/catalog/types-only.ts', code);
      expect(messages.join('\n'), code).toMatch(
        /fences\/no-restricted-paths: .*Features do not import each other/,
      );
    }
  });

  it('keeps shared components out of features, the app shell, stores and the fake backend', async () => {
    for (const source of [
      '../features/catalog/queries',
      '../app/router',
      '../domain/basket/cart-store',
      '../mocks/handlers/all',
      '../api/operations/catalog',
    ]) {
      const messages = await messagesFor(
        'src/components/uses-above.tsx',
        `import { x } from '${source}';\nexport const y = x;\n`,
      );
      expect(messages.join('\n'), source).toMatch(/fences\/no-restricted-paths: .*Shared components/);
    }
    const allowed = await messagesFor(
      'src/components/allowed.tsx',
      [
        "import { isApiError } from '../api/errors';",
        "import type { Offer } from '../api/schemas/catalog';",
        "import { ErrorState } from './ui/error-state';",
        "import { formatMoney } from '../lib/money';",
        "import { isSecureUrl } from '../config/deployment-config';",
        'export const all = [isApiError, ErrorState, formatMoney, isSecureUrl];',
        'export type O = Offer;',
        '',
      ].join('\n'),
    );
    expect(allowed).toEqual([]);
  });

  it('keeps msw out of stores', async () => {
    for (const source of ['msw', 'msw/browser']) {
      const messages = await messagesFor(
        'src/stores/mocked.ts',
        `import { http } from '${source}';\nexport const h = http;\n`,
      );
      expect(messages.join('\n'), source).toMatch(/no-restricted-imports: .*msw belongs in src\/mocks/);
    }
  });

  it('keeps the fake backend from reading the app state', async () => {
    const messages = await messagesFor(
      'src/mocks/handlers/peeks.ts',
      "import { useCartStore } from '../../domain/basket/cart-store.ts';\nexport const s = useCartStore;\n",
    );
    expect(messages.join('\n')).toMatch(/fences\/no-restricted-paths: .*fake backend/);
    const schemas = await messagesFor(
      'src/mocks/handlers/fine.ts',
      "import { OfferSchema } from '../../api/schemas/catalog.ts';\nexport const s = OfferSchema;\n",
    );
    expect(schemas).toEqual([]);
  });

  it('keeps analytics on lib alone: the app hands it its settings', async () => {
    const messages = await messagesFor(
      'src/analytics/uses-config.ts',
      "import { getDeploymentConfig } from '../config/deployment-config';\nexport const c = getDeploymentConfig;\n",
    );
    expect(messages.join('\n')).toMatch(/Analytics imports only lib/);
    const lib = await messagesFor(
      'src/analytics/uses-lib.ts',
      "import { formatMoney } from '../lib/money';\nexport const f = formatMoney;\n",
    );
    expect(lib).toEqual([]);
  });
});
