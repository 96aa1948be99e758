// The layers of src/ and what each may import (docs/architecture.md), as zones of the local
// fences rule (build/eslint-import-fences.js); eslint.config.js applies them to every file.
export const layerZones = [
  ...['components/ui', 'lib', 'config'].map((layer) => ({
    target: `./src/${layer}`,
    // `except` is relative to the first `from`, so ./src/components must lead for './ui' to mean components/ui.
    // lib is the very bottom: not even config (the config hands lib what it needs, such as the currency).
    from: [
      './src/components',
      './src/app',
      './src/features',
      './src/domain',
      './src/stores',
      './src/api',
      './src/mocks',
      ...(layer === 'lib' ? ['./src/config'] : []),
    ],
    except: layer === 'components/ui' ? ['./ui'] : [],
    message: `${layer} sits at the bottom: it imports nothing above it.`,
  })),
  {
    // Analytics sends beacons, so it is no pure helper for lib; it reads only lib (money, quantities).
    target: './src/analytics',
    from: [
      './src/config',
      './src/api',
      './src/stores',
      './src/domain',
      './src/components',
      './src/features',
      './src/app',
      './src/mocks',
    ],
    message: 'Analytics imports only lib: the app configures it (configureAnalytics) at boot.',
  },
  {
    // The domain (basket, checkout, orders, session): their stores, rules, persistence and tab sync.
    // It sits between the features and the API: shared by features, never reaching up to them.
    target: './src/domain',
    from: ['./src/features', './src/app', './src/mocks', './src/components'],
    message: 'The domain imports api, stores, lib and config: never a feature, the app shell or the UI.',
  },
  {
    target: './src/stores',
    // `except` is relative to the first `from`: the API's schemas, which check what stores read back.
    from: ['./src/api', './src/app', './src/features', './src/domain', './src/mocks', './src/components'],
    except: ['./schemas'],
    message: 'Stores depend only on lib, config and the API schemas.',
  },
  {
    target: './src/api',
    from: ['./src/app', './src/features', './src/domain', './src/mocks', './src/components'],
    message: 'The API layer depends only on config, lib and the suppliers store.',
  },
  {
    // Shared components outside ui (query-status, server-form) may use ui, lib, config and what the API
    // layer says about errors and payloads; never a feature, the app shell, a store or an operation.
    target: './src/components',
    from: ['./src/features', './src/app', './src/stores', './src/domain', './src/mocks'],
    message: 'Shared components import only components/ui, lib, config, api/errors and api/schemas.',
  },
  {
    target: './src/components',
    from: './src/api',
    except: ['./errors.ts', './schemas'],
    message: 'Shared components import only components/ui, lib, config, api/errors and api/schemas.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/mocks'],
    message: 'Features never import the app shell or the fake backend.',
  },
  {
    target: './src',
    from: './src/mocks',
    except: [],
    message: 'Only main.tsx (behind the deployment flag), tests and e2e may import the fake backend.',
  },
];
