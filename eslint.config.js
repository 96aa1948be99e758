import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importFences } from './build/eslint-import-fences.js';
import { layerZones } from './build/eslint-layer-zones.js';
import { STARTUP_MODULES, STARTUP_PACKAGES } from './build/startup-modules.js';
import globals from 'globals';

// Each feature may import only itself among features; listing them keeps the fence automatic.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in a route under src/app/routes.',
}));

// A rand amount ('R 12.50', `R${x}`), a bare 'R', or an ISO currency code in app code.
const HARD_CODED_CURRENCY = String.raw`/^R$|(^|[^\w$])R ?\d|\b(ZAR|NAD|BWP|USD|EUR|GBP)\b/`;

const msw = { group: ['msw', 'msw/*'], message: 'msw belongs in src/mocks, tests and e2e.' };

// Classic zod costs ~15 KB brotli more than zod/mini on every page (decision 011).
const classicZod = {
  regex: '^zod(/v3|/v4(/classic(/.*)?)?)?$',
  message: "Import { z } from 'zod/mini': classic zod adds ~15 KB brotli to every page.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      'bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, fences: importFences },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**', 'src/main.tsx'],
    rules: {
      'fences/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zustand/middleware',
              message: 'persist belongs to the stores: src/stores, src/domain and lib/persist-options.ts.',
            },
          ],
          patterns: [
            msw,
            classicZod,
            {
              regex: '/api/operations(\\.ts)?$',
              message:
                'Import the area you call (api/operations/catalog: catalogApi), not the whole registry.',
            },
          ],
        },
      ],
      // Named exports keep one name per thing across the codebase (no barrels, no renames on import).
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use a named export.' },
        // Money is printed only by lib/money's formatMoney, in the deployment's currency.
        ...['Literal[value=', 'TemplateElement[value.raw='].map((node) => ({
          selector: `${node}${HARD_CODED_CURRENCY}]`,
          message:
            "A hard-coded currency: print money with formatMoney (lib/money), which reads the deployment's.",
        })),
      ],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call a typed operation from src/api; raw fetch lives in src/api/http.ts.',
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Raw fetch lives in src/api/http.ts.' },
      ],
    },
  },
  {
    // Stores own persist, so zustand/middleware is theirs; msw stays with the fake backend.
    files: ['src/stores/**/*.{ts,tsx}', 'src/domain/**/*.{ts,tsx}', 'src/lib/persist-options.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [msw, classicZod] }] },
  },
  {
    // The fake backend and the entry point sit outside the app's fences.
    files: ['src/mocks/**', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [classicZod] }] },
  },
  {
    files: ['src/mocks/**/*.{ts,tsx}'],
    rules: {
      'fences/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/mocks',
              from: ['./src/stores', './src/domain', './src/app', './src/features', './src/components'],
              message:
                'The fake backend answers from its own db: it never reads the app state (stores, domain) or app code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Runtime import cycles leave one module reading another's bindings before they exist.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'fences/no-cycle': 'error' },
  },
  {
    // The first page's modules import only each other (the rule reads the list, so a module added
    // to it is fenced at once).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'fences/startup-boundary': ['error', { modules: STARTUP_MODULES, packages: STARTUP_PACKAGES }],
    },
  },
  {
    // The service worker is not the app: it fetches what it caches, never an API (src/sw/sw.ts).
    files: ['src/sw/**/*.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // The early boot script's requests are taken by http.ts and load-config.ts, as if their own.
    files: ['src/api/http.ts', 'src/api/early-responses.ts', 'src/app/boot/load-config.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'fences/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/api',
              from: './src/stores',
              except: ['./suppliers-store.ts'],
              message: 'The API layer reads only the suppliers store, to pick a host.',
            },
            ...layerZones,
          ],
        },
      ],
    },
  },
  {
    // e2e and scripts (the bench, the table writers) never import each other: what both need lives in
    // tooling/, which imports neither (docs/architecture.md, 'e2e, scripts and tooling').
    files: ['e2e/**/*.{ts,tsx,js,mjs}', 'scripts/**/*.{ts,tsx,js,mjs}', 'tooling/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'fences/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './e2e',
              from: './scripts',
              message: 'e2e does not import scripts/: share through tooling/.',
            },
            {
              target: './scripts',
              from: './e2e',
              message: 'scripts/ does not import e2e: share through tooling/.',
            },
            {
              target: './tooling',
              from: ['./e2e', './scripts'],
              message: 'tooling/ is shared by e2e and scripts/, so it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.config.{ts,js}', 'eslint.config.js', 'vite.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
