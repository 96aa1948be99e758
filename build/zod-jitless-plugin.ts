import type { Plugin } from 'vite';

// zod 4 probes `new Function('')` when the first object schema is created, to decide whether it may
// compile fast parsers. Under the production CSP (no 'unsafe-eval') the probe throws and zod falls
// back, but the browser still reports a CSP violation on every page load. `z.config({ jitless: true })`
// skips the probe, yet only if it runs before any schema exists, and the bundler evaluates shared
// chunks (where the schemas live) before the entry's own code. So the setting goes into zod's own
// config module, which by construction runs before any schema.

const ZOD_CORE_CONFIG = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;

/** Builds zod in jitless mode, so the storefront runs under a CSP without 'unsafe-eval' silently. */
export function zodJitlessPlugin(): Plugin {
  let applied = false;
  return {
    name: 'storefront-zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_CORE_CONFIG.test(id)) return null;
      applied = true;
      // zod adopts an existing globalThis.__zod_globalConfig instead of creating its own.
      return { code: `(globalThis.__zod_globalConfig ??= {}).jitless = true;\n${code}`, map: null };
    },
    buildEnd(error) {
      // A zod upgrade that moves this file would bring the CSP violation back unnoticed.
      if (!error && !applied) this.error('zod-jitless: zod/v4/core/core.js was not in the build');
    },
  };
}
