import net from 'node:net';

// A port that passes every connection through to another, until it is cut: then it drops what is
// open and refuses what comes, as a phone that has lost its data connection sees the shop. The
// bench serves the API and a copy of the app through gates, so a repeat visit can be measured with
// the API down or with nothing reachable at all, without stopping the servers the rest use.

export interface TcpGate {
  url: string;
  /** Drops open connections and refuses new ones (true), or passes them through again (false). */
  cut: (closed: boolean) => void;
  close: () => Promise<void>;
}

/** Listens on `port` (127.0.0.1) and passes connections through to `target` on the same host. */
export async function tcpGate(port: number, target: number): Promise<TcpGate> {
  let closed = false;
  const open = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  const server = net.createServer((client) => {
    if (closed) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target, '127.0.0.1');
    track(client);
    track(upstream);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cut: (value) => {
      closed = value;
      if (closed) for (const socket of open) socket.resetAndDestroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
