import type { z } from 'zod/mini';
import { getDeploymentConfig } from '../config/deployment-config.ts';
import type { CallOptions, OperationDefinition } from './define.ts';
import { ApiError, MissingParameterError, isApiError, messagesFromBody } from './errors.ts';
import { takeEarly } from './early-responses.ts';
import { record } from '../lib/record.ts';
import { explained } from '../lib/zod-messages.ts';
import { supplierHost } from './first-page-calls.ts';
import { buildBody, buildQuery, fillPath, requireHeaders } from './request.ts';

export const DEFAULT_TIMEOUT_MS = 60_000;

export interface Credentials {
  bearer?: string;
  basic?: { user: string; password: string };
  apiKey?: string;
}

// The account store registers this at boot; api/ imports no store.
let credentialsProvider: () => Credentials = () => ({});

/** Registers where auth headers come from (called once at boot and by tests). */
export function setCredentialsProvider(provider: () => Credentials): void {
  credentialsProvider = provider;
}

/**
 * Resolves the base URL for an operation without the path. A supplier-host call names its supplier
 * (`options.supplier`), the one its query key names, so a cached answer always comes from the host
 * its key says; throws before any request when a market deployment's call names none.
 */
export function resolveHost(definition: OperationDefinition, options?: CallOptions): string {
  const config = getDeploymentConfig();
  switch (definition.host) {
    case 'agency':
      return config.api.agency_host;
    case 'main':
      return config.api.main_host;
    case 'static':
      return '';
    case 'supplier':
      if (config.features.multi_supplier && !options?.supplier) {
        throw new MissingParameterError(definition.name, 'host', 'api_endpoint', 'no supplier given');
      }
      return supplierHost(config.api, config.features.multi_supplier, options?.supplier);
  }
}

function utf8Base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    // Opaque origins (javascript:, data:, ...) all read 'null' and match nothing.
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a request to `url` may carry the shopper's credentials: only when its origin is the agency
 * host's, the main host's or one of the deployment's api.trusted_origins. A supplier's api_endpoint
 * comes from the supplier list, which the operator does not write; listing its origin is what vouches
 * for it. Other origins are still called (public catalogue calls need no token), without credentials.
 */
function mayReceiveCredentials(url: string): boolean {
  const origin = originOf(url);
  if (origin === null) return false;
  const { api } = getDeploymentConfig();
  return [api.agency_host, api.main_host, ...api.trusted_origins].some((host) => originOf(host) === origin);
}

function authHeaders(definition: OperationDefinition, url: string): Record<string, string> {
  if (definition.auth.length === 0 || !mayReceiveCredentials(url)) return {};
  const credentials = credentialsProvider();
  for (const scheme of definition.auth) {
    if (scheme === 'bearer' && credentials.bearer) return { Authorization: `Bearer ${credentials.bearer}` };
    if (scheme === 'basic' && credentials.basic) {
      const { user, password } = credentials.basic;
      return { Authorization: `Basic ${utf8Base64(`${user}:${password}`)}` };
    }
    if (scheme === 'apiKey' && credentials.apiKey) return { 'X-Api-Key': credentials.apiKey };
  }
  // Signed out (or an untrusted origin, above): send nothing and let the server answer 401.
  return {};
}

/** Resolves with `promise` or rejects as soon as `signal` aborts, even if the promise never settles. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The fetch already started rejects with the same abort: handled here, not left unhandled.
    promise.catch(() => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

// Errors whose text comes from zod, worth a second run once its messages are loaded.
const isSchemaError = (error: unknown) =>
  isApiError(error, 'invalid_request') || isApiError(error, 'invalid_response');

function summariseIssues(error: z.core.$ZodError): string {
  const shown = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const more = error.issues.length > 3 ? ` (+${error.issues.length - 3} more)` : '';
  return shown.join('; ') + more;
}

interface RawResponse {
  status: number;
  ok: boolean;
  text: string;
}

async function send(definition: OperationDefinition, url: string, init: RequestInit, options?: CallOptions) {
  const timeout = AbortSignal.timeout(options?.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options?.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    // Reading the body sits inside the race too: a stalled stream must also time out.
    return await raceAbort(
      (takeEarly(url, init) ?? fetch(url, { ...init, signal })).then(
        async (response): Promise<RawResponse> => ({
          status: response.status,
          ok: response.ok,
          text: await response.text(),
        }),
      ),
      signal,
    );
  } catch (error) {
    const name = definition.name;
    if (timeout.aborted) {
      throw new ApiError(`${name}: no answer within ${(options?.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s`, {
        kind: 'timeout',
        operation: name,
        cause: error,
      });
    }
    if (options?.signal?.aborted)
      throw new ApiError(`${name}: aborted`, { kind: 'aborted', operation: name, cause: error });
    throw new ApiError(`${name}: network error`, { kind: 'network', operation: name, cause: error });
  }
}

function parseJson(text: string, status: number): unknown {
  // 204 and empty bodies carry no payload; treat them as a bare ok so DELETEs need not echo JSON.
  if (text.trim() === '') return status === 204 ? { status: 'ok' } : undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function interpret(definition: OperationDefinition, raw: RawResponse): unknown {
  const name = definition.name;
  const body = definition.responseType === 'text' ? raw.text : parseJson(raw.text, raw.status);
  if (!raw.ok) {
    const messages = messagesFromBody(body);
    throw new ApiError(`${name}: HTTP ${raw.status}${messages.length ? ` – ${messages.join('; ')}` : ''}`, {
      kind: 'http',
      status: raw.status,
      operation: name,
      messages,
    });
  }
  if (body === undefined) {
    throw new ApiError(`${name}: response is not JSON`, {
      kind: 'invalid_response',
      status: raw.status,
      operation: name,
    });
  }
  const statusField = record(body).status;
  if (statusField === 'error') {
    const messages = messagesFromBody(body);
    throw new ApiError(`${name}: server reported an error`, {
      kind: 'http',
      status: raw.status,
      operation: name,
      messages,
    });
  }
  const parsed = definition.response.safeParse(body);
  if (parsed.success) return parsed.data;
  // e.g. sign_in answering {status:'invalid', messages:[...]} with HTTP 200: a refusal, not a broken server.
  const messages = messagesFromBody(body);
  if (typeof statusField === 'string' && statusField !== 'ok' && messages.length > 0) {
    throw new ApiError(`${name}: server answered '${statusField}'`, {
      kind: 'http',
      status: raw.status,
      operation: name,
      messages,
    });
  }
  throw new ApiError(`${name}: unexpected response – ${summariseIssues(parsed.error)}`, {
    kind: 'invalid_response',
    status: raw.status,
    operation: name,
    cause: parsed.error,
  });
}

/** Performs one registry operation: validates input, picks the host, fetches, parses, types errors. */
export async function callOperation(
  definition: OperationDefinition,
  input: unknown,
  options?: CallOptions,
): Promise<unknown> {
  const values = record(input);
  // Every check that can fail without the network runs before fetch is touched.
  const { path, headers, query, body } = await explained(
    () => ({
      path: fillPath(definition, values, getDeploymentConfig().api.account_scope),
      headers: {
        Accept: definition.responseType === 'text' ? 'text/plain' : 'application/json',
        ...requireHeaders(definition, values.headers),
      } as Record<string, string>,
      query: buildQuery(definition, values),
      body: buildBody(definition, values.body),
    }),
    isSchemaError,
  );
  // Without a key a retried create could be applied twice: useCreateMutation supplies one.
  if (definition.creates && !options?.idempotencyKey) {
    throw new ApiError(`${definition.name}: creates something, so it needs an idempotency key`, {
      kind: 'invalid_request',
      operation: definition.name,
    });
  }
  const host = resolveHost(definition, options);
  const url = `${host}${path}${query}`;

  Object.assign(headers, authHeaders(definition, url), body.headers);
  if (options?.idempotencyKey && definition.creates) headers['Idempotency-Key'] = options.idempotencyKey;

  const init: RequestInit = { method: definition.method, headers };
  if (body.payload !== undefined) init.body = body.payload;
  // Static files (version.txt) are always revalidated, which costs a 304 when nothing changed.
  if (definition.host === 'static') init.cache = 'no-cache';

  const raw = await send(definition, url, init, options);
  return explained(() => interpret(definition, raw), isSchemaError);
}
