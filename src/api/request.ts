import { z } from 'zod/mini';
import type { OperationDefinition } from './define.ts';
import { ApiError, MissingParameterError } from './errors.ts';
import { record } from '../lib/record.ts';

/** Path parameters filled from the deployment config rather than from the caller. */
const CONFIG_PATH_PARAMS = new Set(['scope']);

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

function invalid(definition: OperationDefinition, what: string, error: z.core.$ZodError): ApiError {
  const summary = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
  return new ApiError(`${definition.name}: invalid ${what} – ${summary}`, {
    kind: 'invalid_request',
    operation: definition.name,
    cause: error,
  });
}

/** Names of the `{placeholders}` in a path template, in order. */
export function pathParameterNames(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
}

/** Substitutes and URL-encodes every placeholder; a blank one throws naming it and the operation. */
export function fillPath(
  definition: OperationDefinition,
  values: Record<string, unknown>,
  accountScope: string,
): string {
  const shape = definition.pathParams?.shape ?? {};
  return definition.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    if (CONFIG_PATH_PARAMS.has(name) && !(name in shape)) return encodeURIComponent(accountScope);
    const value = values[name];
    if (isBlank(value)) throw new MissingParameterError(definition.name, 'path', name);
    const schema = shape[name];
    if (schema) {
      const result = z.safeParse(schema, value);
      if (!result.success) throw invalid(definition, `path parameter '${name}'`, result.error);
    }
    return encodeURIComponent(String(value));
  });
}

/** Returns the operation's declared headers; a required one that is blank throws before any request. */
export function requireHeaders(definition: OperationDefinition, given: unknown): Record<string, string> {
  if (!definition.headers) return {};
  const supplied = record(given);
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(definition.headers.shape)) {
    const value = supplied[name];
    if (isBlank(value)) {
      if (!z.safeParse(schema, undefined).success)
        throw new MissingParameterError(definition.name, 'header', name);
      continue;
    }
    out[name] = String(value);
  }
  return out;
}

type Pairs = [string, string][];

// Rails convention: arrays repeat as `key[]=a&key[]=b`; null/undefined are left out entirely.
function toPairs(key: string, value: unknown, pairs: Pairs): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) toPairs(`${key}[]`, item, pairs);
    return;
  }
  pairs.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
}

/** Builds `?a=1&b[]=2` from the query params found flat in the input; empty string if none. */
export function buildQuery(definition: OperationDefinition, values: Record<string, unknown>): string {
  if (!definition.query) return '';
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(definition.query.shape)) {
    if (values[key] !== undefined && values[key] !== null) picked[key] = values[key];
  }
  const result = definition.query.safeParse(picked);
  if (!result.success) {
    const absent = result.error.issues.find(
      (issue) => issue.path.length === 1 && picked[String(issue.path[0])] === undefined,
    );
    if (absent) throw new MissingParameterError(definition.name, 'query', String(absent.path[0]));
    throw invalid(definition, 'query', result.error);
  }
  const pairs: Pairs = [];
  for (const [key, value] of Object.entries(result.data as Record<string, unknown>))
    toPairs(key, value, pairs);
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
}

export interface BuiltBody {
  payload?: BodyInit;
  headers: Record<string, string>;
}

/** Validates the request body and encodes it as JSON, form fields or multipart. */
export function buildBody(definition: OperationDefinition, body: unknown): BuiltBody {
  if (!definition.body) return { headers: {} };
  if (body === undefined) throw new MissingParameterError(definition.name, 'body', 'body');
  const result = definition.body.safeParse(body);
  if (!result.success) throw invalid(definition, 'body', result.error);
  const data = result.data as Record<string, unknown>;
  switch (definition.bodyEncoding ?? 'json') {
    case 'json':
      return { payload: JSON.stringify(data), headers: { 'Content-Type': 'application/json' } };
    case 'form': {
      const pairs: Pairs = [];
      for (const [key, value] of Object.entries(data)) toPairs(key, value, pairs);
      return {
        payload: new URLSearchParams(pairs).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      };
    }
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(data)) {
        if (value instanceof Blob) form.append(key, value);
        else {
          const pairs: Pairs = [];
          toPairs(key, value, pairs);
          for (const [k, v] of pairs) form.append(k, v);
        }
      }
      // No Content-Type: fetch adds the multipart boundary itself.
      return { payload: form, headers: {} };
    }
  }
}
