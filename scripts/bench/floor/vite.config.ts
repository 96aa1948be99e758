import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../../build/precompress-plugin.ts';

// The stack floor: a page that only uses the fixed dependencies, built the way the storefront is
// (same target, same precompression), so the bench can show what the app adds on top of them.

const here = path.dirname(fileURLToPath(import.meta.url));

// Vite reads the default export; the house style's named-exports rule has to give way here.
export default defineConfig({
  root: here,
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: path.resolve(here, '../../../bench/tmp/floor-dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  logLevel: 'warn',
});
