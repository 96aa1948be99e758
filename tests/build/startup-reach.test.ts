import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependencies } from '../../build/import-graph.js';
import { KEPT_IN_COMMON, STARTUP_MODULES } from '../../build/startup-modules.js';

// The startup boundary (build/startup-modules.js) is the list of modules the first page loads. The
// build checks it against the bundle, but its 'common' file is made from the list, so a module
// listed and no longer imported would still ship on every first visit: this walks the imports.

const root = process.cwd();
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Every src/ module `entry` reaches through runtime imports (the graph the no-cycle fence reads). */
function reachedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [path.resolve(root, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(relative(file))) continue;
    seen.add(relative(file));
    stack.push(...dependencies(file));
  }
  return seen;
}

describe('the startup boundary', () => {
  const reached = reachedFrom('src/main.tsx');
  const listed = STARTUP_MODULES.filter((module) => !module.endsWith('.css'));

  it("lists every module the first page's entry imports", () => {
    expect([...reached].filter((module) => !listed.includes(module))).toEqual([]);
  });

  it('lists no module the entry no longer imports', () => {
    expect(listed.filter((module) => !reached.has(module))).toEqual([]);
  });

  it('keeps in the common file only modules the entry does not import', () => {
    expect(KEPT_IN_COMMON.filter((module) => reached.has(module))).toEqual([]);
    expect(reached.size).toBeGreaterThan(50);
  });
});
