// @vitest-environment node
import { existsSync } from 'node:fs';
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config.ts';

// `npm run dev` finds the app's dependencies by scanning from its entries before the first page
// loads. Without a list it scans every .html in the tree, the bench's floor page among them, whose
// virtual `floor:schema` it cannot resolve: the first visit then found dependencies late and
// reloaded (issue 37).

describe('the dev server’s dependency scan', () => {
  const config = (viteConfig as (env: object) => UserConfig)({ command: 'serve', mode: 'development' });
  const entries = [config.optimizeDeps?.entries ?? []].flat();

  it('starts from named files of the app, never the bench or other scripts', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry, 'a glob would pick up pages outside the app').not.toMatch(/[*?{}[\]]/);
      expect(entry).not.toMatch(/^(?:\.\/)?scripts\//);
      expect(existsSync(entry), `${entry} exists`).toBe(true);
    }
  });
});
