import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeStringsPlugin } from './build/locale-strings-plugin.ts';
import { deploymentPlugin } from './build/deployment-plugin.ts';
import { earlyScriptPlugin } from './build/early-script-plugin.ts';
import { demoPayPlugin } from './build/demo-pay-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { zodJitlessPlugin } from './build/zod-jitless-plugin.ts';
import { CHUNK_GROUPS } from './build/chunk-groups.ts';
import { startupBoundaryPlugin } from './build/startup-boundary-plugin.ts';
import { serviceWorkerPlugin } from './build/service-worker-plugin.ts';

/**
 * Chunks named in file names: the first page's, the deep-link screens' and the offline code's
 * (build/chunk-groups.ts).
 */
const NAMED_CHUNKS = /^(?:vendor|common|rolldown-runtime|catalog|offline)$/;

/** Chunks of the first page (index.html loads them), so every lazy screen finds them loaded. */
const STARTUP_CHUNK = /^assets\/(?:vendor|common|rolldown-runtime)-/;

/**
 * The oldest engines the build's syntax is lowered for (decision 035): Chromium 136 (Samsung
 * Internet 29's, the oldest Chromium the supported browsers bring), Safari 26 on iOS, and Firefox
 * 153 (the ESR the cross-engine e2e runs, below the two supported releases). Together: ES2025.
 * tests/build/build-target-syntax.test.ts fails when a build holds syntax newer than that.
 */
export const BROWSER_TARGET = ['chrome136', 'safari26', 'ios26', 'firefox153'];

export default defineConfig(({ command, mode }) => {
  // The fake backend ships in the dev server and in demo builds, never in production builds.
  const fakeBackend = command === 'serve' ? mode !== 'production-preview' : mode === 'demo';
  return {
    plugins: [
      react(),
      localeStringsPlugin(),
      deploymentPlugin({ fakeBackend }),
      earlyScriptPlugin({ fakeBackend }),
      demoPayPlugin({ fakeBackend }),
      zodJitlessPlugin(),
      precompressPlugin(),
      startupBoundaryPlugin(),
      serviceWorkerPlugin(),
    ],
    define: {
      __FAKE_BACKEND__: JSON.stringify(fakeBackend),
    },
    server: { port: 5173, strictPort: true },
    // The dependency scan starts from the app's page only. Left to itself it reads every .html in
    // the tree, the bench's floor page among them, whose virtual `floor:schema` it cannot resolve:
    // the first visit of `npm run dev` then found the app's dependencies late and reloaded. The
    // demo's fake backend and its payment stand-ins are reached from here (main.tsx's import()).
    optimizeDeps: { entries: ['index.html'] },
    preview: { port: 4173, strictPort: true },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      target: BROWSER_TARGET,
      sourcemap: false,
      // Maps chunks back to their source modules, so budgets and the bench can tell which route
      // pulled in what (dist/.vite/manifest.json; never requested by the app itself).
      manifest: true,
      modulePreload: {
        // Every browser the build targets supports modulepreload; an older Safari (before 17)
        // skips the hints and loads chunks when imported. The polyfill cost every page 0.5 KB br.
        polyfill: false,
        // A lazy screen lists the chunks to fetch beside it, in the startup bundle. The chunks the
        // first page loads anyway (stack, shared code, runtime) are always there by then: naming
        // them again for every screen cost the home's bytes and bought nothing.
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => !STARTUP_CHUNK.test(dep)),
      },
      rolldownOptions: {
        output: {
          // Every lazy file's name is in the startup bundle's preload map, where names and hashes
          // barely compress: a lazy chunk is named by its hash alone (seven characters, 42 bits;
          // Rolldown asks for seven at this many chunks), which took ~0.6 KB brotli off every
          // first visit. dist/.vite/manifest.json says which sources each file holds. The files
          // index.html and the early script name keep their names.
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: (chunk) =>
            NAMED_CHUNKS.test(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
  };
});
