// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house style's import rules are only real if lint fails when they are broken: these lint
// in-memory sources as if they sat at the given paths, with the project's own eslint.config.js.
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import fences', () => {
  it('fails a feature that imports another feature', async () => {
    const messages = await messagesFor(
      'src/features/catalog/uses-suppliers.ts',
      "import { nearbySuppliersQuery } from '../suppliers/queries';\nexport const q = nearbySuppliersQuery;\n",
    );
    expect(messages.join('\n')).toMatch(/fences\/no-restricted-paths: .*Features do not import each other/);
  });

  it('lets a feature import its own files, the API layer and shared UI', async () => {
    const messages = await messagesFor(
      'src/features/catalog/own.ts',
      [
        "import { rootCategoriesQuery } from './queries';",
        "import { catalogApi } from '../../api/operations/catalog';",
        "import { ErrorState } from '../../components/ui/error-state';",
        'export const all = [rootCategoriesQuery, catalogApi, ErrorState];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('makes app code import the API area it calls, not the whole registry', async () => {
    const messages = await messagesFor(
      'src/features/catalog/whole.ts',
      "import { api } from '../../api/operations';\nexport const a = api;\n",
    );
    expect(messages.join('\n')).toMatch(/no-restricted-imports: .*Import the area you call/);
  });

  it('keeps lib at the bottom and the fake backend out of the app', async () => {
    const lib = await messagesFor(
      'src/lib/uses-api.ts',
      "import { api } from '../api/operations';\nexport const a = api;\n",
    );
    expect(lib.join('\n')).toMatch(/lib sits at the bottom/);
    const app = await messagesFor(
      'src/app/uses-mocks.ts',
      "import { handlers } from '../mocks/handlers/all';\nexport const h = handlers;\n",
    );
    expect(app.join('\n')).toMatch(/fake backend/);
  });

  it('allows zod/mini and rejects classic zod anywhere in src, the fake backend and stores included', async () => {
    const mini = await messagesFor(
      'src/api/schemas/ok.ts',
      "import { z } from 'zod/mini';\nexport const s = z.string();\n",
    );
    expect(mini).toEqual([]);
    for (const [path, source] of [
      ['src/api/schemas/classic.ts', 'zod'],
      ['src/mocks/db/classic.ts', 'zod'],
      ['src/stores/classic.ts', 'zod/v4'],
      ['src/features/catalog/classic.ts', 'zod/v4/classic'],
    ] as const) {
      const messages = await messagesFor(
        path,
        `import { z } from '${source}';\nexport const s = z.string();\n`,
      );
      expect(messages.join('\n'), `${path} importing ${source}`).toMatch(
        /no-restricted-imports: .*zod\/mini/,
      );
    }
  });

  it('rejects default exports and raw fetch outside the API layer', async () => {
    const messages = await messagesFor(
      'src/features/catalog/bad.ts',
      'export default async function load() {\n  return fetch("/x");\n}\n',
    );
    expect(messages.join('\n')).toMatch(/no-restricted-syntax: Use a named export/);
    expect(messages.join('\n')).toMatch(/no-restricted-globals/);
  });
});
