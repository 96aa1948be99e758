import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { findByLogin, revokeTokens } from './db/accounts.ts';
import { advanceTime, now } from './db/clock.ts';
import { DATASETS, getState, resetState } from './db/state.ts';
import { handlers } from './handlers/all.ts';
import { activeFaults, isFault, setFault } from './faults.ts';
import { getScenario, isScenario, setScenario } from './scenarios.ts';
import { SESSION_NAME, setSessionResolver } from './sessions.ts';

// The fake backend as a real HTTP server (npm run mock-api), so e2e tests can drive a production
// build against it. Requests become Fetch Requests and go through the same msw handlers; msw's
// getResponse does the matching, no interception involved.
// Control routes: GET /health, GET|POST /__scenario {name}, GET|POST /__fault {operation, fault},
// POST /__reset, POST /__offer, POST /__revoke {dataset, login},
// POST /__debtor_topup, POST /__clock {advance_ms}.
//
// Sessions: a path may start with `/~<session>/` (letters, digits, _ and -, up to 40), e.g.
// `/~t42/reference/catalog/v1/categories`. The segment is stripped and the request runs with that
// session's own data and scenario (sessions.ts), control routes included (`POST /~t42/__reset`
// resets only t42). A new session starts from the seed; the 64 most recently used are kept. Paths
// without the segment use the shared default session, exactly as before sessions existed. The e2e
// suite gives every test its own session, so tests never see each other's orders or scenario.

/** The session of the request being handled, for everything the handlers call (sessions.ts). */
const requestSession = new AsyncLocalStorage<string>();
setSessionResolver(() => requestSession.getStore() ?? null);

const SESSION_SEGMENT = /^\/~([^/?#]*)(?=[/?#]|$)/;

const ALLOW_HEADERS =
  'Content-Type, Accept, Authorization, Idempotency-Key, X-Api-Key, http-x-auth, X-Mock-Scenario';

export interface MockApiServer {
  url: string;
  close(): Promise<void>;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  // Echo the caller's origin: the app runs on whatever port preview or Playwright picked.
  return {
    'Access-Control-Allow-Origin': req.headers.origin ?? '*',
    'Access-Control-Expose-Headers': 'X-Auth-Token',
    Vary: 'Origin',
  };
}

/** The session a raw request path names (`/~<session>/...`) and the path without it. */
function splitSession(rawUrl: string): { session: string | null; path: string } | { invalid: string } {
  const match = SESSION_SEGMENT.exec(rawUrl);
  if (!match) return { session: null, path: rawUrl };
  const name = match[1] ?? '';
  if (!SESSION_NAME.test(name)) return { invalid: name };
  const rest = rawUrl.slice(match[0].length);
  return { session: name, path: rest.startsWith('/') ? rest : `/${rest}` };
}

function toRequest(req: IncomingMessage, res: ServerResponse, path: string, base: string): Request {
  // A client that gives up (the app's timeout) closes the socket: a hanging handler hears of it.
  const closed = new AbortController();
  res.once('close', () => closed.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(path, base), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: closed.signal,
    // Required by Node's fetch for streamed bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string>): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...extra });
  res.end(JSON.stringify(body));
}

/** An error answer in the suppliers' shape: `{status: 'error', messages: [message]}`. */
function sendError(
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

async function control(
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

/** Starts the mock API; port 0 picks a free port (tests). */
export async function startMockApiServer({ host = '127.0.0.1', port = 8787 } = {}): Promise<MockApiServer> {
  const server = createServer((req, res) => {
    const cors = corsHeaders(req);
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
          'Access-Control-Allow-Headers': ALLOW_HEADERS,
          'Access-Control-Max-Age': '86400',
        });
        res.end();
        return;
      }
      const base = `http://${req.headers.host ?? `${host}:${port}`}`;
      const target = splitSession(req.url ?? '/');
      if ('invalid' in target) {
        const why = `Bad session name "${target.invalid}": 1 to 40 letters, digits, _ or -`;
        sendError(res, 400, why, cors);
        return;
      }
      const { session, path } = target;
      const answer = async () => {
        if (await control(req, new URL(path, base).pathname, cors, res)) return;
        const response = await getResponse(handlers, toRequest(req, res, path, base));
        if (!response) {
          sendError(res, 404, `No route for ${req.method} ${req.url}`, cors);
          return;
        }
        if (response.type === 'error') {
          // faults.ts connection_drop: half an answer, then the connection goes.
          res.writeHead(200, { ...cors, 'Content-Type': 'application/json', 'Content-Length': '4096' });
          res.write('{"status":"ok","data":[{"id":1,');
          res.destroy();
          return;
        }
        if (res.destroyed) return;
        const headers: Record<string, string> = { ...cors };
        response.headers.forEach((value, name) => (headers[name] = value));
        res.writeHead(response.status, headers);
        res.end(Buffer.from(await response.arrayBuffer()));
      };
      await (session === null ? answer() : requestSession.run(session, answer));
    })().catch((error: unknown) => {
      console.error('[mock-api]', error);
      if (!res.headersSent) sendError(res, 500, 'Internal server error', cors);
      else res.end();
    });
  });
  // Clients (the e2e tests' API contexts, browsers) keep sockets open between calls. Node closes an
  // idle one after 5 s, and a call that reuses it at that moment fails with ECONNRESET: on a busy
  // machine that happened about once a run. Idle sockets now stay open longer than any test.
  server.keepAliveTimeout = 10 * 60_000;
  server.headersTimeout = server.keepAliveTimeout + 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
