import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeStringsPlugin } from './build/locale-strings-plugin.ts';

export default defineConfig({
  plugins: [react(), localeStringsPlugin()],
  define: { __FAKE_BACKEND__: 'true', __EARLY_SCREEN_FILES__: '{}' },
  test: {
    environment: 'jsdom',
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // Two cores: more workers only add contention.
    maxWorkers: 2,
    env: { TZ: 'UTC' },
  },
});
