import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from '../../../build/precompress-plugin.ts';
import { FLOOR_VARIANTS, floorVariant } from './variants.ts';

// The stack floor: a page that only uses the fixed dependencies, built the way the storefront is
// (same target, same precompression), so the bench can show what the app adds on top of them.
// FLOOR_ZOD=classic (the default) or mini picks the zod flavour: `floor:schema` in main.tsx is
// aliased to that variant's schema module, and each variant builds into its own directory.

const here = path.dirname(fileURLToPath(import.meta.url));
const variant = FLOOR_VARIANTS[floorVariant(process.env.FLOOR_ZOD)];

// Vite reads the default export; the house style's named-exports rule has to give way here.
export default defineConfig({
  root: here,
  plugins: [react(), precompressPlugin()],
  resolve: { alias: [{ find: 'floor:schema', replacement: path.resolve(here, variant.schemaModule) }] },
  build: {
    outDir: path.resolve(here, '../../..', variant.outDir),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
  },
  logLevel: 'warn',
});
