import { z } from 'zod/mini';
import type { OperationDefinition } from './define.ts';
import { ApiError, MissingParameterError } from './errors.ts';
import { toPairs } from './paths.ts';
import { record } from '#lib/record.ts';

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

/**
 * The values of the path's placeholders, checked: a blank one throws naming it and the operation.
 * callUrl (paths.ts) fills them in.
 */
export function pathValues(
  definition: OperationDefinition,
  values: Record<string, unknown>,
  accountScope: string,
): Record<string, unknown> {
  const shape = definition.pathParams?.shape ?? {};
  const out: Record<string, unknown> = {};
  for (const name of pathParameterNames(definition.path)) {
    if (CONFIG_PATH_PARAMS.has(name) && !(name in shape)) {
      out[name] = accountScope;
      continue;
    }
    const value = values[name];
    if (isBlank(value)) throw new MissingParameterError(definition.name, 'path', name);
    const schema = shape[name];
    if (schema) {
      const result = z.safeParse(schema, value);
      if (!result.success) throw invalid(definition, `path parameter '${name}'`, result.error);
    }
    out[name] = value;
  }
  return out;
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

/** The query params found flat in the input, checked; callUrl (paths.ts) writes them as `?a=1&b[]=2`. */
export function queryValues(
  definition: OperationDefinition,
  values: Record<string, unknown>,
): Record<string, unknown> {
  if (!definition.query) return {};
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
  return result.data as Record<string, unknown>;
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
      return {
        payload: new URLSearchParams(
          Object.entries(data).flatMap(([key, value]) => toPairs(key, value)),
        ).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      };
    }
    case 'multipart': {
      const form = new FormData();
      for (const [key, value] of Object.entries(data)) {
        if (value instanceof Blob) form.append(key, value);
        else {
          for (const [k, v] of toPairs(key, value)) form.append(k, v);
        }
      }
      // No Content-Type: fetch adds the multipart boundary itself.
      return { payload: form, headers: {} };
    }
  }
}
