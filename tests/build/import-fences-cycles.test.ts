// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesFor } from './import-fences-lint';

// Under 'import fences' with the rest (import-fences.test.ts), so every title still says whose rule it is.
describe('import fences', () => {
  describe('import cycles', () => {
    // The cycle rule reads the files an import leads to from disk, so these are real files, in a
    // folder of their own that is removed afterwards.
    const dir = join(process.cwd(), 'src', `__cycle_fixture_${process.pid}__`);
    const write = (name: string, code: string) => writeFileSync(join(dir, name), code);

    beforeAll(() => {
      mkdirSync(dir, { recursive: true });
      write('a.ts', "import { b } from './b';\nexport const a = () => b;\n");
      write('b.ts', "import { a } from './a.ts';\nexport const b = () => a;\n");
      write('c.ts', "import type { d } from './d';\nexport const c = (x: typeof d) => x;\n");
      write('d.ts', "import { c } from './c';\nexport const d = c;\n");
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports an import that leads back to the importing file', async () => {
      const messages = await messagesFor(
        join(dir, 'a.ts'),
        "import { b } from './b';\nexport const a = () => b;\n",
      );
      expect(messages.join('\n')).toMatch(/fences\/no-cycle: .*b\.ts/);
    });

    it('ignores type-only imports, which vanish at runtime', async () => {
      const messages = await messagesFor(
        join(dir, 'd.ts'),
        "import { c } from './c';\nexport const d = c;\n",
      );
      expect(messages).toEqual([]);
    });
  });
});
