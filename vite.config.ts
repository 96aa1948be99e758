import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { deploymentPlugin } from './build/deployment-plugin.ts';

export default defineConfig(({ command, mode }) => {
  // The fake backend ships in the dev server and in demo builds, never in production builds.
  const fakeBackend = command === 'serve' ? mode !== 'production-preview' : mode === 'demo';
  return {
    plugins: [react(), deploymentPlugin({ fakeBackend })],
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
    },
  };
});
