import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** agency/main come from the deployment config; supplier is the chosen supplier's api_endpoint. */
export type HostKind = 'agency' | 'supplier' | 'main' | 'static';
export type AuthScheme = 'bearer' | 'basic' | 'apiKey';
export type BodyEncoding = 'json' | 'form' | 'multipart';

type AnyObject = z.ZodMiniObject;
type Empty = Record<never, never>;

/** Everything the HTTP layer, the OpenAPI generator and the fake backend need about one call. */
export interface OperationSpec<
  P extends AnyObject | undefined = AnyObject | undefined,
  Q extends AnyObject | undefined = AnyObject | undefined,
  H extends AnyObject | undefined = AnyObject | undefined,
  B extends z.ZodMiniType | undefined = z.ZodMiniType | undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  summary: string;
  method: HttpMethod;
  /** Template such as `/catalog/v1/categories/{id}`; `{scope}` is filled from the config. */
  path: string;
  host: HostKind;
  /** Accepted schemes in order of preference; empty for public calls. */
  auth: readonly AuthScheme[];
  pathParams?: P;
  query?: Q;
  headers?: H;
  body?: B;
  bodyEncoding?: BodyEncoding;
  response: R;
  responseType?: 'json' | 'text';
  /** Creates something server-side, so it takes an Idempotency-Key. */
  creates?: boolean;
}

export interface OperationDefinition extends OperationSpec {
  /** `area.operation`, used in errors, logs and OpenAPI operationIds. */
  name: string;
  area: string;
}

// Optional spec fields read as `X | undefined`; strip undefined without distributing over unions.
type Present<T> = [Exclude<T, undefined>] extends [never] ? undefined : Exclude<T, undefined>;
type Fields<S> = [Present<S>] extends [z.ZodMiniType] ? z.input<Present<S>> : Empty;
type Keyed<K extends string, S> = [Present<S>] extends [z.ZodMiniType]
  ? { [P in K]: z.input<Present<S>> }
  : Empty;

/** The single input object: path and query params flat, body under `body`, headers under `headers`. */
export type OperationInput<S extends OperationSpec> = Fields<S['pathParams']> &
  Fields<S['query']> &
  Keyed<'body', S['body']> &
  Keyed<'headers', S['headers']>;

export type OperationOutput<S extends OperationSpec> = z.output<S['response']>;

/** A supplier as queries name it: the id goes in the key, the endpoint picks the host. */
export interface SupplierRef {
  id: number;
  api_endpoint: string | null;
}

/**
 * Market mode's price comparison: the whole marketplace rather than one shop. Its catalogue comes
 * from the agency host without a supplier_id, with every shop's offers; 0 is no supplier's id.
 */
export const MARKETPLACE: SupplierRef = { id: 0, api_endpoint: null };

/** The supplier_id query of a catalogue call: absent for the marketplace. */
export function supplierParam(supplier: SupplierRef): { supplier_id?: number } {
  return supplier.id === MARKETPLACE.id ? {} : { supplier_id: supplier.id };
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as Idempotency-Key so a retried create is applied once. */
  idempotencyKey?: string;
  /** Target this supplier instead of the selected one (price comparison, another supplier's order). */
  supplier?: { api_endpoint: string | null };
  /** Overrides the 60 s default (tests, very large uploads). */
  timeoutMs?: number;
}

export type Operation<S extends OperationSpec> = (Empty extends OperationInput<S>
  ? (input?: OperationInput<S>, options?: CallOptions) => Promise<OperationOutput<S>>
  : (input: OperationInput<S>, options?: CallOptions) => Promise<OperationOutput<S>>) & {
  readonly definition: OperationDefinition;
};

/** Declares one operation; the const generic keeps its schemas precise for input/output types. */
export function op<
  P extends AnyObject | undefined = undefined,
  Q extends AnyObject | undefined = undefined,
  H extends AnyObject | undefined = undefined,
  B extends z.ZodMiniType | undefined = undefined,
  R extends z.ZodMiniType = z.ZodMiniType,
>(spec: OperationSpec<P, Q, H, B, R>): NoInfer<OperationSpec<P, Q, H, B, R>> {
  return spec;
}

export type Caller = (
  definition: OperationDefinition,
  input: unknown,
  options?: CallOptions,
) => Promise<unknown>;

/** Turns a map of specs into callable operations named `area.key`. */
export function defineArea<const T extends Record<string, OperationSpec>>(
  area: string,
  specs: T,
  call: Caller,
): { [K in keyof T]: Operation<T[K]> } {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const definition: OperationDefinition = { ...(spec as OperationSpec), name: `${area}.${key}`, area };
    const fn = (input?: unknown, options?: CallOptions) => call(definition, input ?? {}, options);
    out[key] = Object.assign(fn, { definition });
  }
  return out as { [K in keyof T]: Operation<T[K]> };
}
