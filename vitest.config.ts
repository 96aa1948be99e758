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
    // Sized for a 2-core machine that is also doing other work (CI shares it): a component test
    // that takes 2 s quiet took 17 s at a load average of 9. A test that is slow when quiet is
    // made faster, not given more time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
