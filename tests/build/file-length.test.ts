import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// House style: files small, split past 250 lines (issue 24). Code of every kind counts, tests and
// build scripts included: a reader pays for a long test file as for a long module. Generated and
// vendored files are not ours to split (public/mockServiceWorker.js is msw's).
const LIMIT = 250;
const ROOTS = ['src', 'tests', 'e2e', 'scripts', 'tooling', 'build', 'index.html'];
const CODE = /\.(?:[cm]?[jt]s|[jt]sx|css|html)$/;
const ROOT_FILES = ['eslint.config.js', 'playwright.config.ts', 'vite.config.ts', 'vitest.config.ts'];

function codeFiles(entry: string): string[] {
  const entries = readdirSync(entry, { withFileTypes: true, recursive: true });
  return entries
    .filter((file) => file.isFile() && CODE.test(file.name))
    .map((file) => path.join(file.parentPath, file.name));
}

const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').length - 1;

function overLimit(files: readonly string[], limit = LIMIT): string[] {
  return files.filter((file) => linesOf(file) > limit).map((file) => `${file}: ${linesOf(file)} lines`);
}

describe('file length', () => {
  it(`keeps every source, test and build file at ${LIMIT} lines or fewer`, () => {
    const files = [
      ...ROOTS.flatMap((root) => (root.includes('.') ? [root] : codeFiles(root))),
      ...ROOT_FILES,
    ];
    expect(files.length).toBeGreaterThan(500);
    expect(overLimit(files)).toEqual([]);
  });

  it('would name a file past the limit, with its length', () => {
    const file = path.join('tests', 'build', 'file-length.test.ts');
    const lines = linesOf(file);
    expect(overLimit([file], lines)).toEqual([]);
    expect(overLimit([file], lines - 1)).toEqual([`${file}: ${lines} lines`]);
  });
});
