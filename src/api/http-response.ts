import type { z } from 'zod/mini';
import type { OperationDefinition } from './define.ts';
import { ApiError, isApiError, messagesFromBody } from './errors.ts';
import { record } from '#lib/record.ts';

// Errors whose text comes from zod, worth a second run once its messages are loaded.
export const isSchemaError = (error: unknown) =>
  isApiError(error, 'invalid_request') || isApiError(error, 'invalid_response');

function summariseIssues(error: z.core.$ZodError): string {
  const shown = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const more = error.issues.length > 3 ? ` (+${error.issues.length - 3} more)` : '';
  return shown.join('; ') + more;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  text: string;
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

/** `credentialed`: the request carried the shopper's credentials, so a 401 ends the session. */
export function interpret(definition: OperationDefinition, raw: RawResponse, credentialed = false): unknown {
  const name = definition.name;
  const body = definition.responseType === 'text' ? raw.text : parseJson(raw.text, raw.status);
  if (!raw.ok) {
    const messages = messagesFromBody(body);
    throw new ApiError(`${name}: HTTP ${raw.status}${messages.length ? ` – ${messages.join('; ')}` : ''}`, {
      kind: 'http',
      status: raw.status,
      operation: name,
      messages,
      credentialed,
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
