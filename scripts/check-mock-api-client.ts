import type { CallOptions } from '../src/api/define.ts';
import { callOperation } from '../src/api/http.ts';
import { setCredentialsProvider } from '../src/api/http-target.ts';
import { findOperation } from '../src/api/operations.ts';

// The calling side of scripts/check-mock-api.ts: one line per operation, with coverage and failures
// counted for the summary.

export type Any = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const base = (process.argv[2] ?? process.env.MOCK_API_URL ?? 'http://127.0.0.1:8787').replace(
  /\/+$/,
  '',
);
export const covered = new Set<string>();
export const tally = { failures: 0 };

let bearer: string | undefined;
setCredentialsProvider(() => (bearer ? { bearer } : {}));

/** The bearer token the API layer sends from now on. */
export function setToken(token: string | undefined): void {
  bearer = token;
}

export async function call(name: string, input: Any = {}, options?: CallOptions): Promise<Any> {
  const definition = findOperation(name);
  if (!definition) throw new Error(`no operation ${name}`);
  covered.add(name);
  const started = Date.now();
  const label = `${name.padEnd(34)} ${definition.method.padEnd(6)} ${definition.path}`;
  try {
    // Creates need an idempotency key (http.ts refuses one without): one per call here.
    const key =
      definition.creates && !options?.idempotencyKey ? { idempotencyKey: `check-${name}-${started}` } : {};
    const out = (await callOperation(definition, input, { ...options, ...key })) as Any;
    console.info(`ok    ${label}  (${Date.now() - started} ms)`);
    return out;
  } catch (error) {
    tally.failures += 1;
    console.info(`FAIL  ${label}  ${error instanceof Error ? error.message : String(error)}`);
    return {};
  }
}

export async function raw(path: string, body: unknown): Promise<Any> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Any;
}
