import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';

/**
 * Builds src/sw/sw.ts into dist/sw.js with the build's precache list (vite-plugin-pwa, injectManifest:
 * the routing rules are ours, decision 028). The manifest and its icons come from the deployment
 * plugin, and the app registers the worker itself (app/offline/service-worker.ts), so the plugin
 * adds neither. The dev server registers none: there msw's worker owns the scope.
 */
export function serviceWorkerPlugin(): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    devOptions: { enabled: false },
    injectManifest: {
      rollupFormat: 'iife',
      // Every chunk, stylesheet and language file; not index.html, config.json or version.txt,
      // which the worker asks of the network first.
      globPatterns: ['assets/**/*.{js,css,json,svg,woff2}'],
      // The precache list is sized by what it holds, not by a file-size guess.
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  });
}
