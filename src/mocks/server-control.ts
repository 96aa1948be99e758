import type { IncomingMessage, ServerResponse } from 'node:http';
import { findByLogin, revokeTokens } from './db/accounts.ts';
import { advanceTime, now } from './db/clock.ts';
import { DATASETS, getState, resetState } from './db/state.ts';
import { activeFaults, isFault, setFault } from './faults.ts';
import { getScenario, isScenario, setScenario } from './scenarios.ts';

// The fake backend's control routes (server.ts lists them): tests and the demo move the supplier's
// clock, change an offer, top up a debtor card, revoke tokens, and switch scenarios and faults.

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string>,
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...extra });
  res.end(JSON.stringify(body));
}

/** An error answer in the suppliers' shape: `{status: 'error', messages: [message]}`. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string>,
): void {
  sendJson(res, status, { status: 'error', messages: [message] }, extra);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || '{}') as unknown;
}

export async function control(
  req: IncomingMessage,
  path: string,
  cors: Record<string, string>,
  res: ServerResponse,
): Promise<boolean> {
  if (path === '/health') {
    res.writeHead(200, { 'Content-Type': 'text/plain', ...cors });
    res.end('ok');
    return true;
  }
  if (path === '/__reset' && req.method === 'POST') {
    resetState();
    sendJson(res, 200, { status: 'ok' }, cors);
    return true;
  }
  if (path === '/__offer' && req.method === 'POST') {
    // The supplier changes an offer under a shopper's feet (tests of checkout's stock and price
    // messages). In memory only: POST /__reset brings the seed back.
    const body = (await readJson(req)) as {
      dataset?: unknown;
      id?: unknown;
      price_in_cents?: unknown;
      out_of_stock?: unknown;
    };
    const dataset = DATASETS.find((name) => name === body.dataset);
    const offer = dataset ? getState(dataset).offers.get(Number(body.id)) : undefined;
    if (!offer) {
      sendError(res, 404, 'Unknown dataset or offer', cors);
      return true;
    }
    if (typeof body.price_in_cents === 'number') offer.price_in_cents = body.price_in_cents;
    if (typeof body.out_of_stock === 'boolean')
      offer.out_of_stock_at = body.out_of_stock ? new Date().toISOString() : null;
    sendJson(res, 200, { status: 'ok' }, cors);
    return true;
  }
  if (path === '/__clock' && req.method === 'POST') {
    // Time passes at the supplier (tests of order progress and expiry): this session's clock moves
    // forward by advance_ms (db/clock.ts). POST /__reset does not turn it back.
    const { advance_ms: ms } = (await readJson(req)) as { advance_ms?: unknown };
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) {
      sendError(res, 422, 'advance_ms must be a number of 0 or more', cors);
      return true;
    }
    advanceTime(ms);
    sendJson(res, 200, { status: 'ok', now: now().toISOString() }, cors);
    return true;
  }
  if (path === '/__debtor_topup' && req.method === 'POST') {
    // A shopper's EFT top-up reaches the shop: the card's balance goes up (tests of the checkout's
    // 'I have topped up'). In memory only: POST /__reset brings the seed back.
    const body = (await readJson(req)) as {
      dataset?: unknown;
      card_number?: unknown;
      amount_in_cents?: unknown;
    };
    const dataset = DATASETS.find((name) => name === body.dataset);
    const amount = body.amount_in_cents;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
      sendError(res, 422, 'amount_in_cents must be a whole number above 0', cors);
      return true;
    }
    const card = dataset
      ? getState(dataset)
          .mut.accounts.flatMap((account) => account.debtor_cards)
          .find((c) => c.debtor_card_number !== '' && c.debtor_card_number === body.card_number)
      : undefined;
    if (!card) {
      sendError(res, 404, 'Unknown dataset or debtor card', cors);
      return true;
    }
    card.balance_in_cents += amount;
    sendJson(res, 200, { status: 'ok', balance_in_cents: card.balance_in_cents }, cors);
    return true;
  }
  if (path === '/__revoke' && req.method === 'POST') {
    // The supplier signs a shopper out everywhere (decision 024): every token of the account ends.
    const body = (await readJson(req)) as { dataset?: unknown; login?: unknown };
    const dataset = DATASETS.find((name) => name === body.dataset);
    const state = dataset ? getState(dataset) : undefined;
    const account = state && typeof body.login === 'string' ? findByLogin(state, body.login) : undefined;
    if (!state || !account) {
      sendError(res, 404, 'Unknown dataset or login', cors);
      return true;
    }
    sendJson(res, 200, { status: 'ok', revoked: revokeTokens(state, account.id) }, cors);
    return true;
  }
  if (path === '/__fault') {
    // One operation answers badly (faults.ts): {operation, fault}; fault 'none' clears it, and
    // operation '*' with 'none' clears every one. GET lists what is on.
    if (req.method === 'POST') {
      const { operation, fault } = (await readJson(req)) as { operation?: unknown; fault?: unknown };
      if (typeof operation !== 'string' || (fault !== 'none' && !isFault(fault))) {
        sendError(res, 422, `Unknown fault: ${String(fault)}`, cors);
        return true;
      }
      try {
        setFault(operation, fault);
      } catch (error) {
        sendError(res, 422, (error as Error).message, cors);
        return true;
      }
    }
    sendJson(res, 200, { status: 'ok', faults: activeFaults() }, cors);
    return true;
  }
  if (path === '/__scenario') {
    if (req.method === 'POST') {
      const { name } = (await readJson(req)) as { name?: unknown };
      if (name !== null && name !== 'none' && !isScenario(name)) {
        sendError(res, 422, `Unknown scenario: ${String(name)}`, cors);
        return true;
      }
      setScenario(name ?? null);
    }
    sendJson(res, 200, { status: 'ok', scenario: getScenario() }, cors);
    return true;
  }
  return false;
}
