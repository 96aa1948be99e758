import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { handlers } from './handlers/all.ts';
import { control, sendError } from './server-control.ts';
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
