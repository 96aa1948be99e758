import type { OperationDefinition } from '#api/define.ts';
import { operationList } from '#api/operations.ts';
import { sessionLocal } from './sessions.ts';

// Per-operation faults of the fake backend: one operation answers badly while every other works,
// as when one endpoint of a real supplier breaks. The e2e fault matrix (e2e/fault-matrix-*.spec.ts)
// drives each operation the storefront calls through each of these; the demo can show them too.
// Switched by POST /__fault {operation, fault} on the mock server (per backend session, like
// scenarios), by `?fault=<operation>:<fault>` on the app URL in the browser demo, and by setFault()
// in tests. `fault: 'none'` clears one operation; `operation: '*'` with 'none' clears them all.

export const FAULTS = [
  'http_500',
  'http_502',
  'http_404',
  'http_401',
  'hang',
  'malformed_json',
  'empty_body',
  'missing_field',
  'wrong_type',
  'extra_fields',
  'null_object',
  'huge_body',
  'connection_drop',
] as const;
export type FaultName = (typeof FAULTS)[number];

/** What each fault does, for the reliability table and the demo's documentation. */
export const FAULT_LABELS: Record<FaultName, string> = {
  http_500: 'HTTP 500',
  http_502: 'HTTP 502',
  http_404: 'HTTP 404',
  http_401: 'HTTP 401',
  hang: 'no answer (past the timeout)',
  malformed_json: 'malformed JSON',
  empty_body: 'empty body',
  missing_field: 'a required field missing',
  wrong_type: 'a field of the wrong type',
  extra_fields: 'extra fields',
  null_object: 'null where an object is expected',
  huge_body: 'a 5 MB body',
  connection_drop: 'connection dropped mid-answer',
};

/** How long a hanging answer waits: longer than any timeout the app or a test would set. */
export const HANG_MS = 5 * 60_000;
export const HUGE_BODY_BYTES = 5 * 1024 * 1024;

export const isFault = (value: unknown): value is FaultName =>
  typeof value === 'string' && (FAULTS as readonly string[]).includes(value);

/** Operation names the fake backend serves (the supplier registry), for validating a switch. */
export const faultableOperations = (): string[] => operationList.map((definition) => definition.name);

const active = sessionLocal<Map<string, FaultName>>(() => new Map());

/** Switches `fault` on for one operation ('none' clears it; `'*'` with 'none' clears every one). */
export function setFault(operation: string, fault: FaultName | 'none'): void {
  const faults = active.get();
  if (operation === '*' && fault === 'none') faults.clear();
  else if (!faultableOperations().includes(operation)) throw new Error(`Unknown operation: ${operation}`);
  else if (fault === 'none') faults.delete(operation);
  else if (!isFault(fault)) throw new Error(`Unknown fault: ${String(fault)}`);
  else faults.set(operation, fault);
}

export const activeFaults = (): Record<string, FaultName> => Object.fromEntries(active.get());

// Templates with fewer parameters first, so `/products/sample` wins over `/products/{id}`.
let matchers: { definition: OperationDefinition; method: string; pattern: RegExp }[] | null = null;
function operationMatchers() {
  matchers ??= operationList
    .filter((definition) => definition.host !== 'static')
    .map((definition) => ({
      definition,
      method: definition.method,
      params: (definition.path.match(/\{/g) ?? []).length,
      pattern: new RegExp(`^${definition.path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }))
    .sort((a, b) => a.params - b.params);
  return matchers;
}

/** The registry operation a request is for, from its method and its path below the dataset. */
export function operationOf(method: string, path: string): OperationDefinition | null {
  return operationMatchers().find((m) => m.method === method && m.pattern.test(path))?.definition ?? null;
}

/** The fault switched on for this request's operation, if any. */
export function faultFor(
  method: string,
  path: string,
): { fault: FaultName; definition: OperationDefinition } | null {
  const faults = active.get();
  if (faults.size === 0) return null;
  const definition = operationOf(method, path);
  const fault = definition ? faults.get(definition.name) : undefined;
  return definition && fault ? { fault, definition } : null;
}
