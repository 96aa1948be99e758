import type { z } from 'zod/mini';
import type { OperationDefinition } from '../../src/api/define';
import { ApiError } from '../../src/api/errors';
import { interpret } from '../../src/api/http-response';

// What the schema property tests share: the HTTP layer's reading of a 200 answer, and just enough
// of zod/mini's internals to walk a schema and the payloads it checks.

export const RUNS = { numRuns: 1000 };

/** What `interpret` did with a 200 answer carrying `text`: its data, or the ApiError it threw. */
export function interpretOk(
  definition: OperationDefinition,
  text: string,
): { data: unknown } | { error: ApiError } {
  try {
    return { data: interpret(definition, { status: 200, ok: true, text }) };
  } catch (error) {
    // Anything but an ApiError escapes, which fails the property with the offending payload.
    if (error instanceof ApiError) return { error };
    throw error;
  }
}

/** The wire text of a payload; `undefined` (which JSON.stringify returns for it) is an empty body. */
export const wire = (payload: unknown): string => JSON.stringify(payload) ?? '';

// --- Reading zod/mini schemas: just enough of `_zod.def` to walk objects, arrays and wrappers. ---

export interface SchemaNode {
  _zod: {
    optin?: 'optional' | 'defaulted';
    def: {
      type: string;
      shape?: Record<string, SchemaNode>;
      innerType?: SchemaNode;
      in?: SchemaNode;
      element?: SchemaNode;
      values?: unknown[];
      entries?: Record<string, unknown>;
    };
  };
}
export const node = (schema: z.ZodMiniType): SchemaNode => schema as unknown as SchemaNode;

export const WRAPPERS = new Set(['nullable', 'optional', 'default', 'prefault', 'readonly', 'nonoptional']);

/** The schema under nullable/optional/default wrappers (and a pipe's input side). */
export function unwrap(schema: SchemaNode): SchemaNode {
  let current = schema;
  for (;;) {
    const { type, innerType, in: input } = current._zod.def;
    if (WRAPPERS.has(type) && innerType) current = innerType;
    else if (type === 'pipe' && input) current = input;
    else return current;
  }
}

export type Path = (string | number)[];

/** Paths to every value inside `value` (objects and arrays), the root excluded. */
export function pathsIn(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (typeof value !== 'object' || value === null) return out;
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, Array.isArray(value) ? Number(key) : key];
    out.push(childPath);
    pathsIn(child, childPath, out);
  }
  return out;
}

/** A deep copy of `payload` with the value at `path` replaced, or deleted when `replacement` is DELETE. */
export const DELETE = Symbol('delete');
export function mutate(payload: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(payload) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === DELETE) delete parent[last];
  else parent[last] = replacement;
  return copy;
}
