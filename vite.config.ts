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
    },
  };
});
