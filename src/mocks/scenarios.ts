import { sessionLocal } from './sessions.ts';

// Named failure modes of the fake backend, so screens can be exercised against the unhappy paths:
//   stock_short      new orders come back with their first item short (accept or remove it)
//   payment_failure  payments are declined (finalize, card, wallet, resolve_payment_pending)
//   supplier_closed  suppliers report closed: no timeslots, validation and ordering refuse
//   empty            catalogue, search, promotions, stokvel, combos, leaflets and suppliers are empty
//   slow             every API answer waits 3 s
//   server_error     every API call answers 500
//   lost_answer      every write is applied, then its first answer is lost (500); a retry of the
//                    same call gets the real answer (handlers/context.ts)
// Switched by setScenario() in tests, `?scenario=<name>` on the app URL in the browser (kept for the
// tab in sessionStorage by browser.ts), and POST /__scenario or MOCK_SCENARIO on the mock server.
// Each backend session (sessions.ts) has its own switch: POST /~<session>/__scenario on the mock
// server changes only that session's; outside a session the calls here read and set the default one.

export const SCENARIOS = [
  'stock_short',
  'payment_failure',
  'supplier_closed',
  'empty',
  'slow',
  'server_error',
  'lost_answer',
] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export const SLOW_DELAY_MS = 3_000;

const current = sessionLocal<{ name: ScenarioName | null }>(() => ({ name: null }));

export function isScenario(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/** Activates a scenario; null (or 'none') returns to normal behaviour. Unknown names throw. */
export function setScenario(name: ScenarioName | 'none' | null): void {
  if (name !== null && name !== 'none' && !isScenario(name))
    throw new Error(`Unknown scenario: ${String(name)}`);
  current.get().name = name === 'none' ? null : name;
}

export function getScenario(): ScenarioName | null {
  return current.get().name;
}
