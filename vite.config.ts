import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localeStringsPlugin } from './build/locale-strings-plugin.ts';
import { deploymentPlugin } from './build/deployment-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { zodJitlessPlugin } from './build/zod-jitless-plugin.ts';

export default defineConfig(({ command, mode }) => {
  // The fake backend ships in the dev server and in demo builds, never in production builds.
  const fakeBackend = command === 'serve' ? mode !== 'production-preview' : mode === 'demo';
  return {
    plugins: [
      react(),
      localeStringsPlugin(),
      deploymentPlugin({ fakeBackend }),
      zodJitlessPlugin(),
      precompressPlugin(),
    ],
    define: {
      __FAKE_BACKEND__: JSON.stringify(fakeBackend),
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      target: 'es2022',
      sourcemap: false,
      // Maps chunks back to their source modules, so budgets and the bench can tell which route
      // pulled in what (dist/.vite/manifest.json; never requested by the app itself).
      manifest: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // The fixed stack changes only when dependencies do, so it gets its own long-cached
                // chunk; kept together it also compresses better than spread over route chunks.
                name: 'vendor',
                // zod's locales stay out: its English messages load only to explain a failure.
                test: /node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|zustand|@tanstack|i18next|react-i18next)[\\/]|zod[\\/](?!v4[\\/]locales[\\/]))/,
              },
              {
                // Modules the first page needs that later screens share too. Left to itself the
                // bundler gives each its own small file, and brotli compresses small files worse.
                name: 'common',
                test: /src[\\/](?:stores[\\/]persist-options|lib[\\/](?:i18n|zod-messages)|config[\\/]deployment-config|api[\\/](?:http|request|errors|define)|api[\\/]schemas[\\/](?:account|client-config|common|supplier|catalog))\.ts$/,
              },
            ],
          },
        },
      },
    },
  };
});
