// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { OperationDefinition } from '../../src/api/define';
import { operationList } from '../../src/api/operations';
import { interpretOk, mutate, node, pathsIn, RUNS, wire, WRAPPERS, type SchemaNode } from './schema-tools';

// Every response the app parses goes through `interpret` (src/api/http-response.ts). Whatever a
// server sends, the caller must get data or an ApiError: screens branch on `kind`, and any other
// exception (a TypeError from a schema, a RangeError from a huge string) would skip that handling.

// --- (i) Garbage ---

// A huge string: one short piece repeated tens of thousands of times (cheap to build and shrink).
const hugeString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 8_000, max: 25_000 }))
  .map(([piece, times]) => piece.repeat(times));

const garbageLeaf = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(), // NaN and ±Infinity travel as null, -0 as 0
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', 'ok', 'error', '__proto__', 'constructor', '2026-02-30', '1e400', '-0'),
  fc.constantFrom({}, []),
);

const garbage: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: garbageLeaf, weight: 3 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }), weight: 1 },
  { arbitrary: fc.anything({ maxDepth: 2, maxKeys: 4 }), weight: 1 },
);

/**
 * Payloads shaped like `schema` but wrong somewhere: its own keys (some missing), values that are
 * often right and sometimes garbage, nulls where objects belong, arrays of near-misses. Random
 * JSON alone rarely gets past `status: 'ok'`; these reach the nested schemas.
 */
function nearMiss(schema: SchemaNode, depth: number): fc.Arbitrary<unknown> {
  if (depth <= 0) return garbage;
  const def = schema._zod.def;
  if (WRAPPERS.has(def.type) || def.type === 'catch') {
    const inner = def.innerType ? nearMiss(def.innerType, depth) : garbage;
    return fc.oneof({ arbitrary: inner, weight: 4 }, fc.constant(null), fc.constant(undefined));
  }
  if (def.type === 'pipe' && def.in) return nearMiss(def.in, depth);
  const sometimesGarbage = (right: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: right, weight: 4 }, { arbitrary: garbage, weight: 1 });
  switch (def.type) {
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, nearMiss(field, depth - 1)]),
      );
      return fc.oneof(
        { arbitrary: fc.record(fields), weight: 3 },
        { arbitrary: fc.record(fields, { requiredKeys: [] }), weight: 1 },
        { arbitrary: garbage, weight: 1 },
      );
    }
    case 'array':
      return sometimesGarbage(
        fc.array(def.element ? nearMiss(def.element, depth - 1) : garbage, { maxLength: 3 }),
      );
    case 'literal':
      return sometimesGarbage(fc.constantFrom(...(def.values ?? [null])));
    case 'enum':
      return sometimesGarbage(fc.constantFrom(...Object.values(def.entries ?? { none: null })));
    case 'string':
      return sometimesGarbage(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom('2026-03-01', '2026-03-01T08:00:00+02:00', '0.250', '-1.5', 'R 12.50'),
        ),
      );
    case 'number':
      return sometimesGarbage(fc.oneof(fc.integer(), fc.nat(1000), fc.double()));
    case 'boolean':
      return sometimesGarbage(fc.boolean());
    default:
      return garbage;
  }
}

/** What any server might put in a 200 answer for an operation parsing with `schema`. */
function anyPayload(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  const shaped = nearMiss(node(schema), 5);
  return fc.oneof(
    { arbitrary: shaped, weight: 10 },
    {
      // One huge string somewhere in an otherwise schema-shaped payload (once: they are slow to parse).
      arbitrary: fc.tuple(shaped, hugeString, fc.nat()).map(([payload, huge, pick]) => {
        const paths = pathsIn(payload);
        return mutate(payload, paths.length ? paths[pick % paths.length]! : [], huge);
      }),
      weight: 1,
    },
    { arbitrary: fc.anything({ maxDepth: 3, maxKeys: 5 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
    {
      // A refusal or an error body with HTTP 200.
      arbitrary: fc.record(
        {
          status: fc.oneof(fc.constantFrom('ok', 'error', 'invalid', 'refused'), garbage),
          messages: fc.oneof(fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }), garbage),
          message: garbage,
          errors: garbage,
        },
        { requiredKeys: ['status'] },
      ),
      weight: 1,
    },
  );
}

describe('every operation: whatever a 200 answer carries, interpret returns data or throws an ApiError', () => {
  it('registry is not empty', () => {
    expect(operationList.length).toBeGreaterThan(20);
  });

  // interpret reads only an operation's name, responseType and response schema, so operations that
  // share a schema share a property (about half as many schemas as operations): each run picks one.
  const bySchema = new Map<unknown, OperationDefinition[]>();
  for (const definition of operationList) {
    const key = definition.responseType === 'text' ? definition.name : definition.response;
    bySchema.set(key, [...(bySchema.get(key) ?? []), definition]);
  }
  const groups = [...bySchema.values()].map((definitions) => {
    const names = definitions.map((definition) => definition.name);
    const label =
      names.length > 3 ? `${names.slice(0, 3).join(', ')} and ${names.length - 3} more` : names.join(', ');
    return [label, definitions] as const;
  });

  it.each(groups)(
    '%s: any JSON payload parses or fails as an ApiError naming the operation',
    (_label, definitions) => {
      fc.assert(
        fc.property(
          anyPayload(definitions[0]!.response),
          fc.constantFrom(...definitions),
          (payload, definition) => {
            const outcome = interpretOk(definition, wire(payload));
            // Plain checks, not expect(): this runs a thousand times per schema.
            if ('error' in outcome) {
              const { kind, operation } = outcome.error;
              if (kind !== 'invalid_response' && kind !== 'http') throw new Error(`unexpected kind ${kind}`);
              if (operation !== definition.name) throw new Error(`error names ${operation}`);
            }
          },
        ),
        RUNS,
      );
    },
  );

  it('any body text at all (not only JSON) to any operation gives data or an ApiError', () => {
    const text = fc.oneof(
      { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 3 },
      // Truncated JSON, as a dropped connection leaves it.
      {
        arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value).slice(0, -1)),
        weight: 3,
      },
      {
        arbitrary: fc.constantFrom(
          '',
          ' ',
          'null',
          '"ok"',
          '{"status":"ok"',
          '<!doctype html><p>502</p>',
          '\uFEFF{}',
        ),
        weight: 2,
      },
      { arbitrary: hugeString.map((huge) => `{"status":"ok","x":"${huge}`), weight: 1 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...operationList), text, (definition, body) => {
        const outcome = interpretOk(definition, body);
        if ('error' in outcome && outcome.error.operation !== definition.name)
          throw new Error('wrong operation');
      }),
      RUNS,
    );
  });
});
