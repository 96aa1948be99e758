// The runtime module graph of src/ for the no-cycle fence, read from disk and memoised.
import { readFileSync } from 'node:fs';
import { modifiedAt, resolveModule } from './import-resolve.js';

/** Blanks comments and template literals (never an import's source), keeping quoted strings whole. */
const commentOrString =
  /\/\*[\s\S]*?(?:\*\/|$)|\/\/[^\n]*|(['"])(?:\\.|(?!\1)[^\\\n])*\1?|`(?:\\[\s\S]|[^\\`])*`?/g;
const stripComments = (text) =>
  text.replace(commentOrString, (match) => (match[0] === '/' || match[0] === '`' ? ' ' : match));

// Static import and re-export statements at the start of a line: what Vite keeps of them. `import
// type` and `export type` vanish at runtime; `import { type A }` stays, as an import for effect
// (verbatimModuleSyntax). Dynamic import() loads later, after both modules have run, so it is no cycle.
const statement =
  /^[ \t]*(import|export)(\s+type(?=[\s{*])(?!\s+from\b))?((?:(?!\b(?:import|export|from)\b)[\w\s{},*$])*?)(\bfrom\s*)?(['"])([^'"\r\n]+)\5/gm;

function scanImports(text) {
  const edges = [];
  for (const match of stripComments(text).matchAll(statement)) {
    const [, keyword, typeOnly, clause, from, , source] = match;
    if (typeOnly) continue;
    // Without `from`, only `import './x'` (for effect) names a module.
    if (!from && (keyword === 'export' || /\S/.test(clause))) continue;
    edges.push(source);
  }
  return edges;
}

// The module graph, memoised across files and runs. An entry is checked against the file's mtime at
// most once a second, so a long-lived editor server sees edits and one `eslint .` stats each file once.
const graph = new Map();
const RECHECK_MS = 1000;

/** The src/ modules `file` imports at runtime (static imports and re-exports, not types). */
export function dependencies(file) {
  const now = Date.now();
  const cached = graph.get(file);
  if (cached && now - cached.checkedAt < RECHECK_MS) return cached.deps;
  const mtimeMs = modifiedAt(file);
  if (cached && cached.mtimeMs === mtimeMs) {
    cached.checkedAt = now;
    return cached.deps;
  }
  let deps = [];
  if (mtimeMs !== -1) {
    const sources = scanImports(readFileSync(file, 'utf8'));
    deps = [...new Set(sources.map((source) => resolveModule(file, source)).filter(Boolean))];
  }
  graph.set(file, { mtimeMs, checkedAt: now, deps });
  return deps;
}

/**
 * A path of modules from `start` back to `target`, or null. `deadEnds` holds modules already known
 * not to lead back (shared across one file's imports), so each file walks the graph at most once.
 */
export function pathBack(start, target, deadEnds) {
  if (deadEnds.has(start)) return null;
  const seen = new Set([start]);
  const stack = [[start, 0]];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    const deps = dependencies(top[0]);
    if (top[1] >= deps.length) {
      stack.pop();
      continue;
    }
    const next = deps[top[1]++];
    if (next === target) return [...stack.map(([file]) => file), target];
    if (seen.has(next) || deadEnds.has(next)) continue;
    seen.add(next);
    stack.push([next, 0]);
  }
  for (const file of seen) deadEnds.add(file);
  return null;
}
