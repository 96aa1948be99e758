import { getDeploymentConfig } from '#config/deployment-config.ts';
import type { CallOptions, OperationDefinition } from './define.ts';
import { ApiError, isApiError } from './errors.ts';
import { takeEarly } from './early-responses.ts';
import { authHeaders, callTarget } from './http-target.ts';
import { interpret, isSchemaError, type RawResponse } from './http-response.ts';
import { anySignal, timeoutSignal } from '#lib/abort.ts';
import { record } from '#lib/record.ts';
import { parseUrl } from '#lib/safe-url.ts';
import { explained } from '#lib/zod-messages.ts';
import { callUrl } from './paths.ts';
import { buildBody, pathValues, queryValues, requireHeaders } from './request.ts';

/** The deployment's `api.timeout_seconds` unless a call sets its own. */
const timeoutOf = (options?: CallOptions) =>
  options?.timeoutMs ?? getDeploymentConfig().api.timeout_seconds * 1000;

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

/**
 * Whether the early boot script's answer may stand in for this call's: only a public GET's, which is
 * all it sends (as PUBLIC_GET, without credentials). A call that may carry credentials can be
 * answered differently for the shopper, and anything but a GET must reach the server itself.
 */
const mayTakeEarly = (definition: OperationDefinition) =>
  definition.method === 'GET' && definition.auth.length === 0;

/**
 * The origin a call that was redirected ended up at, when that is not the origin it was sent to;
 * null otherwise. Same-origin redirects (a moved path, a trailing slash) are the host's own
 * business and still work, so the call follows redirects (fetch's default, left unset so the
 * request stays the early script's PUBLIC_GET) and checks where it landed, rather than refusing
 * every redirect (`redirect: 'error'`). An answer from another origin is not the host's: a hijacked
 * or misconfigured host could point the catalogue, an order or a payment at anything.
 */
function foreignOrigin(requested: string, response: Response): string | null {
  if (!response.redirected) return null;
  // A relative call (the build's own files) was sent to the page's origin.
  const from = parseUrl(requested, globalThis.location?.href)?.origin;
  const to = parseUrl(response.url)?.origin;
  return to !== undefined && to === from ? null : (to ?? '(unknown)');
}

async function send(definition: OperationDefinition, url: string, init: RequestInit, options?: CallOptions) {
  const timeoutMs = timeoutOf(options);
  const timeout = timeoutSignal(timeoutMs);
  const signal = options?.signal ? anySignal([timeout, options.signal]) : timeout;
  const early = mayTakeEarly(definition) ? takeEarly(url, definition.method) : undefined;
  // The early request goes when this call gives up, or it would hold a connection open.
  if (early?.abort) signal.addEventListener('abort', early.abort, { once: true });
  try {
    // Reading the body sits inside the race too: a stalled stream must also time out.
    return await raceAbort(
      (early ?? fetch(url, { ...init, signal })).then(async (response): Promise<RawResponse> => {
        const foreign = foreignOrigin(url, response);
        if (foreign !== null) {
          // Not read: nothing another origin says is taken as the host's answer.
          void response.body?.cancel().catch(() => undefined);
          // An answer the layer cannot use, as a garbled one: the screen shows its error with a
          // retry, and no automatic retry asks to be sent the same way again.
          throw new ApiError(`${definition.name}: redirected to another origin (${foreign})`, {
            kind: 'invalid_response',
            operation: definition.name,
          });
        }
        return { status: response.status, ok: response.ok, text: await response.text() };
      }),
      signal,
    );
  } catch (error) {
    if (isApiError(error)) throw error;
    const name = definition.name;
    if (timeout.aborted) {
      throw new ApiError(`${name}: no answer within ${timeoutMs / 1000} s`, {
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

/** Performs one registry operation: validates input, picks the host, fetches, parses, types errors. */
export async function callOperation(
  definition: OperationDefinition,
  input: unknown,
  options?: CallOptions,
): Promise<unknown> {
  const values = record(input);
  // Every check that can fail without the network runs before fetch is touched.
  const { params, headers, query, body } = await explained(
    () => ({
      params: pathValues(definition, values, getDeploymentConfig().api.account_scope),
      headers: {
        Accept: definition.responseType === 'text' ? 'text/plain' : 'application/json',
        ...requireHeaders(definition, values.headers),
      } as Record<string, string>,
      query: queryValues(definition, values),
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
  const url = callUrl(definition.host, definition.path, callTarget(definition, options), params, query);

  const credentials = authHeaders(definition, url);
  Object.assign(headers, credentials, body.headers);
  if (options?.idempotencyKey && definition.creates) headers['Idempotency-Key'] = options.idempotencyKey;

  const init: RequestInit = { method: definition.method, headers };
  if (body.payload !== undefined) init.body = body.payload;
  // Static files (version.txt) are always revalidated, which costs a 304 when nothing changed.
  if (definition.host === 'static') init.cache = 'no-cache';

  const raw = await send(definition, url, init, options);
  const credentialed = Object.keys(credentials).length > 0;
  return explained(() => interpret(definition, raw, credentialed), isSchemaError);
}
