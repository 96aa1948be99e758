import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

// A connection the test can cut: an HTTP proxy in front of the app's server or the mock API. The
// WebDriver engine has no network emulation, so a WebKit shopper reaches both through gates, and
// 'offline' drops every connection through them, as a phone without data sees it. The app's gate
// also hands out a config.json whose hosts are the test's own backend session behind the API's gate.

export interface Gate {
  /** The gate's origin, http://127.0.0.1:<port>. */
  url: string;
  cut(value: boolean): void;
  close(): Promise<void>;
}

interface Options {
  /** The origin it passes requests to. */
  target: string;
  /** Rewrites a JSON answer at this path (the app's config.json). */
  rewrite?: { path: string; json: (body: unknown) => unknown };
  /**
   * Rewrites the policy nginx sends (Content-Security-Policy, rendered from the deployed config),
   * so that it lets the page reach the API's gate, which the rewritten config.json names.
   */
  policy?: { from: string; to: string };
}

export async function startGate({ target, rewrite, policy }: Options): Promise<Gate> {
  const sockets = new Set<Socket>();
  let cut = false;
  const pass = (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = incoming.url ?? '/';
    const rewritten = rewrite !== undefined && path.split('?')[0] === rewrite.path;
    const headers = { ...incoming.headers, host: new URL(target).host };
    // Read as plain JSON: the rewrite cannot read a compressed answer.
    if (rewritten) delete headers['accept-encoding'];
    const upstream = request(new URL(path, target), { method: incoming.method, headers }, (answer) => {
      if (rewrite && rewritten && answer.statusCode === 200) {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = JSON.stringify(rewrite.json(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers['content-encoding'];
          delete headers.etag;
          outgoing.writeHead(200, headers).end(body);
        });
        return;
      }
      const csp = answer.headers['content-security-policy'];
      if (policy && typeof csp === 'string')
        answer.headers['content-security-policy'] = csp.split(policy.from).join(policy.to);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  };
  const server = createServer((incoming, outgoing) => {
    if (cut) return void incoming.socket.destroy();
    pass(incoming, outgoing);
  });
  server.on('connection', (socket) => {
    if (cut) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    cut(value) {
      cut = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
