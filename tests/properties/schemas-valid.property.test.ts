// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import type { OperationDefinition } from '../../src/api/define';
import { operationList } from '../../src/api/operations';
import { CategoriesResponseSchema, OffersResponseSchema } from '../../src/api/schemas/catalog';
import { OrderResponseSchema } from '../../src/api/schemas/order';
import {
  DELETE,
  interpretOk,
  mutate,
  node,
  RUNS,
  unwrap,
  wire,
  type Path,
  type SchemaNode,
} from './schema-tools';
import { categoriesPayload, offersPayload, orderPayload } from './valid-payloads';

// A valid answer to the core schemas parses whole; one wrong or missing field is refused, naming it.

/** The operation that parses its answer with `schema` (the first, where several share it). */
function operationAnswering(schema: z.ZodMiniType): OperationDefinition {
  const found = operationList.find((definition) => definition.response === schema);
  if (!found) throw new Error('no operation answers with this schema');
  return found;
}

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** One place in a payload where a wrong value must be refused. */
interface Site {
  path: Path;
  /** Absent keys are refused too (no optional/default wrapper). */
  required: boolean;
  kind: Kind;
}

const KINDS: Record<string, Kind> = {
  string: 'string',
  literal: 'string',
  enum: 'string',
  number: 'number',
  boolean: 'boolean',
  object: 'object',
  array: 'array',
};

/** JSON values of another type than `kind` (never null: nullable fields accept it). */
const WRONG: Record<Kind, unknown[]> = {
  string: [42, true, {}, ['x']],
  number: ['12', true, {}, [1]],
  boolean: ['true', 1, {}, [true]],
  object: ['{}', 1, true, []],
  array: ['[]', 0, false, {}],
};

/** Every place in `value` that `schema` checks by type; unions and `catch` (which accept anything) are left out. */
function sitesOf(schema: SchemaNode, value: unknown, path: Path, required: boolean, out: Site[]): Site[] {
  const base = unwrap(schema);
  const kind = KINDS[base._zod.def.type];
  if (!kind) return out;
  out.push({ path, required, kind });
  if (kind === 'object' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(base._zod.def.shape ?? {})) {
      const child = (value as Record<string, unknown>)[key];
      if (child !== undefined) sitesOf(field, child, [...path, key], field._zod.optin === undefined, out);
    }
  }
  if (kind === 'array' && Array.isArray(value) && base._zod.def.element) {
    const element = base._zod.def.element;
    value.forEach((item, index) => sitesOf(element, item, [...path, index], false, out));
  }
  return out;
}

const samePath = (a: readonly PropertyKey[], b: Path) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

const CORE: [string, z.ZodMiniType, fc.Arbitrary<unknown>][] = [
  ['offers (OfferSchema)', OffersResponseSchema, offersPayload],
  ['categories (CategoriesResponseSchema)', CategoriesResponseSchema, categoriesPayload],
  ['an order (OrderSchema)', OrderResponseSchema, orderPayload],
];

describe.each(CORE)('%s', (_label, schema, validPayload) => {
  const definition = operationAnswering(schema);

  it('a valid answer parses, with every generated id kept and defaults filled in', () => {
    fc.assert(
      fc.property(validPayload, (payload) => {
        const outcome = interpretOk(definition, wire(payload));
        if ('error' in outcome) throw outcome.error;
        // Same JSON in and out, apart from the fields the schema adds defaults for.
        expect(outcome.data).toMatchObject(JSON.parse(wire(payload)) as object);
      }),
      RUNS,
    );
  });

  it('deleting any required field is an invalid_response naming that field', () => {
    fc.assert(
      fc.property(validPayload, fc.nat(), (payload, pick) => {
        const sites = sitesOf(node(schema), payload, [], true, []).filter(
          (site) => site.required && site.path.length > 0,
        );
        const site = sites[pick % sites.length]!;
        const outcome = interpretOk(definition, wire(mutate(payload, site.path, DELETE)));
        expect('error' in outcome && outcome.error.kind).toBe('invalid_response');
        const issues = ('error' in outcome && (outcome.error.cause as z.core.$ZodError).issues) || [];
        expect(issues.some((issue) => samePath(issue.path, site.path))).toBe(true);
      }),
      RUNS,
    );
  });

  it("changing any field's type is an invalid_response naming that field", () => {
    fc.assert(
      fc.property(validPayload, fc.nat(), fc.nat(3), (payload, pick, wrongPick) => {
        const sites = sitesOf(node(schema), payload, [], true, []).filter((site) => site.path.length > 0);
        const site = sites[pick % sites.length]!;
        const wrong = WRONG[site.kind][wrongPick];
        const outcome = interpretOk(definition, wire(mutate(payload, site.path, wrong)));
        expect('error' in outcome && outcome.error.kind).toBe('invalid_response');
        const issues = ('error' in outcome && (outcome.error.cause as z.core.$ZodError).issues) || [];
        expect(issues.some((issue) => samePath(issue.path, site.path))).toBe(true);
      }),
      RUNS,
    );
  });
});
