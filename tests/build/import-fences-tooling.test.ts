// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { messagesFor } from './import-fences-lint';

// e2e and scripts/ (the bench, the table writers) share code only through tooling/, which imports
// neither of them (docs/architecture.md). The fence is eslint.config.js's block for the three folders.

const fenced = /fences\/no-restricted-paths: .*share through tooling/;

describe('the e2e / scripts fence', () => {
  it('fails an e2e file that imports scripts/, statically, dynamically or for a type', async () => {
    const messages = await messagesFor(
      'e2e/uses-bench.spec.ts',
      [
        "import { scaleRun } from '../scripts/bench/scale-run.ts';",
        "import type { BenchResults } from '../scripts/bench/report';",
        "export const later = () => import('../scripts/reliability.ts');",
        'export const all: [unknown, BenchResults | null] = [scaleRun, null];',
        '',
      ].join('\n'),
    );
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toMatch(/e2e does not import scripts\//);
  });

  it('fails e2e support code deeper down too', async () => {
    const messages = await messagesFor(
      'e2e/support/uses-bench.ts',
      "export { formatMarkdown } from '../../scripts/bench/format.ts';\n",
    );
    expect(messages.join('\n')).toMatch(fenced);
  });

  it('fails a script that imports e2e', async () => {
    const bench = await messagesFor(
      'scripts/bench/uses-e2e.ts',
      "import { seedStorage } from '../../e2e/support/storage.ts';\nexport const s = seedStorage;\n",
    );
    expect(bench.join('\n')).toMatch(/scripts\/ does not import e2e/);
    const script = await messagesFor(
      'scripts/uses-e2e.mjs',
      "export const fixtures = () => import('../e2e/fixtures.ts');\n",
    );
    expect(script.join('\n')).toMatch(/scripts\/ does not import e2e/);
  });

  it('keeps tooling/ below both', async () => {
    const messages = await messagesFor(
      'tooling/uses-both.ts',
      [
        "import { API } from '../e2e/fixtures.ts';",
        "import { scaleRun } from '../scripts/bench/scale-run.ts';",
        'export const all = [API, scaleRun];',
        '',
      ].join('\n'),
    );
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toMatch(/tooling\/ is shared by e2e and scripts\//);
  });

  it('lets e2e and scripts import tooling/, and tooling/ import src/ and tests/', async () => {
    const e2e = await messagesFor(
      'e2e/uses-tooling.spec.ts',
      "import { scaleShops } from '../tooling/scale-shops.ts';\nexport const s = scaleShops;\n",
    );
    expect(e2e).toEqual([]);
    const bench = await messagesFor(
      'scripts/bench/uses-tooling.ts',
      "import { startNginx } from '../../tooling/nginx/start-nginx.ts';\nexport const s = startNginx;\n",
    );
    expect(bench).toEqual([]);
    const tooling = await messagesFor(
      'tooling/uses-app.ts',
      [
        "import { FAULTS } from '../src/mocks/faults.ts';",
        "import { anOffer } from '../tests/support/fixtures.ts';",
        'export const all = [FAULTS, anOffer];',
        '',
      ].join('\n'),
    );
    expect(tooling).toEqual([]);
  });
});
