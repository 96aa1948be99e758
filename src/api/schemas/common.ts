import { z } from 'zod/mini';

/** Database ids are integers on every supplier server. */
export const IdSchema = z.number().check(z.int(), z.nonnegative());

/** Money is always an integer number of cents; formatted strings travel alongside. */
export const CentsSchema = z.number().check(z.int());

/** Rails-style timestamps carry an offset ("+02:00") or "Z"; both are valid. */
export const DateTimeSchema = z.iso.datetime({ offset: true });

/** Calendar dates such as a collection date ("2025-03-14"). */
export const DateSchema = z.iso.date();

/** Quantities are decimals for per-kg items, so never restrict them to integers. */
export const QuantitySchema = z.number().check(z.nonnegative());

/** Per-kg settings arrive as decimal strings ("0.250") to avoid float rounding on the server. */
export const DecimalStringSchema = z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string'));

export const PaginationSchema = z.object({
  next_page: z.nullable(z.number().check(z.int(), z.positive())),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** A paginated list's next page for `getNextPageParam`: undefined (no more) when `next_page` is null. */
export function nextPageParam(last: { pagination: Pagination }): number | undefined {
  return last.pagination.next_page ?? undefined;
}

/** Query parameters every paginated list accepts. */
export const PageQueryShape = {
  page: z.optional(z.number().check(z.int(), z.positive())),
  per_page: z.optional(z.number().check(z.int(), z.positive(), z.lte(200))),
};

/** Wraps a payload shape in the `{ status: 'ok', ... }` envelope every JSON response uses. */
export function okEnvelope<T extends z.core.$ZodShape>(shape: T) {
  return z.object({ status: z.literal('ok'), ...shape });
}

/** Responses that carry nothing but the status. */
export const OkResponseSchema = okEnvelope({});
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** Body of a failed call, with HTTP 4xx/5xx or with HTTP 200 and `status: 'error'`. */
/** What a failed call answers; messagesFromBody (errors.ts) shows `messages`, `message`, then `errors`. */
export const ErrorBodySchema = z.object({
  status: z.string(),
  message: z.optional(z.string()),
  messages: z.optional(z.array(z.string())),
  errors: z.optional(z.array(z.string())),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** The signed-in user as sent with carts and orders, so the server can match the account. */
export const UserRefSchema = z.object({
  id: IdSchema,
  login: z.string(),
});
export type UserRef = z.infer<typeof UserRefSchema>;

/** A latitude/longitude pair in decimal degrees. */
export const LocationSchema = z.object({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
});
export type Location = z.infer<typeof LocationSchema>;

/** Ids in paths may come straight from a route param, so digit strings are accepted too. */
export const PathIdSchema = z.union([IdSchema, z.string().check(z.regex(/^\d+$/, 'must be a numeric id'))]);

/** Builds the path-parameter object for an operation from its placeholder names. */
export function pathIds<const K extends string>(...names: K[]) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, PathIdSchema])) as Record<K, typeof PathIdSchema>,
  );
}
