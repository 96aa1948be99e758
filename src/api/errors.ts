export type ApiErrorKind =
  'http' | 'timeout' | 'network' | 'aborted' | 'invalid_response' | 'invalid_request' | 'missing_parameter';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: string;
  status?: number | null;
  messages?: string[];
  cause?: unknown;
  /** The request carried the shopper's credentials (http-target.ts decides which hosts get them). */
  credentialed?: boolean;
}

/** Every failure of an API call: screens branch on `kind` and `status`, never on text. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly operation: string;
  /** Server-supplied messages meant for the shopper (may be empty). */
  readonly messages: string[];
  /**
   * A 401 to a request that carried the shopper's credentials: the server no longer accepts the
   * session. A 401 from a host that was never sent them (a supplier outside trusted_origins) says
   * nothing about the session, so it must not sign the shopper out.
   */
  readonly endsSession: boolean;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.operation = init.operation;
    this.messages = init.messages ?? [];
    this.endsSession = this.status === 401 && init.credentialed === true;
  }
}

export type ParameterLocation = 'path' | 'header' | 'query' | 'body' | 'host';

/** A call that cannot be made because a required input is absent; thrown before any request. */
export class MissingParameterError extends ApiError {
  readonly parameter: string;
  readonly location: ParameterLocation;

  constructor(operation: string, location: ParameterLocation, parameter: string, detail?: string) {
    super(`${operation}: missing ${location} parameter '${parameter}'${detail ? ` (${detail})` : ''}`, {
      kind: 'missing_parameter',
      operation,
    });
    this.name = 'MissingParameterError';
    this.parameter = parameter;
    this.location = location;
  }
}

/** True when `error` is an ApiError, optionally of one kind. */
export function isApiError(error: unknown, kind?: ApiErrorKind): error is ApiError {
  return error instanceof ApiError && (kind === undefined || error.kind === kind);
}

/** Reads `messages` (array) and `message` (string) from an error body; tolerant of any shape. */
export function messagesFromBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const out: string[] = [];
  if (Array.isArray(record.messages)) {
    for (const m of record.messages) if (typeof m === 'string') out.push(m);
  }
  if (typeof record.message === 'string') out.push(record.message);
  if (Array.isArray(record.errors)) {
    for (const m of record.errors) if (typeof m === 'string') out.push(m);
  }
  return out;
}

/**
 * The server answered and said no: a 4xx, or a 2xx whose body says `status: 'error'` (the contract,
 * docs/supplier-api.md: Errors). Nothing was done, so the same request may be made anew; a 5xx or
 * no answer may have acted.
 */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error, 'http') && error.status !== null && error.status < 500;
}

/** The server has no such thing (HTTP 404). */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error, 'http') && error.status === 404;
}

/** A failure of the connection (no answer, or none in time), as opposed to an answer that was wrong. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error, 'network') || isApiError(error, 'timeout');
}
