import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { makeSelfSignedCert, opensslAvailable } from '../../tooling/nginx/self-signed.ts';
import { nginxAvailable, startNginx } from '../../tooling/nginx/start-nginx.ts';

// The servers the bench measures against: the fake supplier API and the built storefront (nginx with
// the shipped config, or `vite preview` where nginx is missing). Every one is stopped by its PID.

export interface Running {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface StaticServer extends Running {
  kind: 'nginx' | 'vite preview';
  /** Why nginx was not used, when it was not. */
  fallbackReason?: string;
}

const bin = (name: string) => path.join('node_modules/.bin', name);

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );
}

async function waitFor(url: string, child: ChildProcess, log: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited (${child.exitCode}), see ${log}`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms / 1000} s, see ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid!, 'SIGTERM');
    const timer = setTimeout(() => child.exitCode === null && process.kill(child.pid!, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
}

/** Spawns a node_modules/.bin tool with its output in a log file, resolving once `probe` answers. */
async function spawnTool(
  tool: string,
  args: string[],
  probe: string,
  log: string,
  env: NodeJS.ProcessEnv = {},
): Promise<Running> {
  const out = openSync(log, 'w');
  const child = spawn(bin(tool), args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  const stop = stopper(child);
  try {
    await waitFor(probe, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: new URL(probe).origin, pid: child.pid!, stop };
}

/** `npm run mock-api` on 127.0.0.1:`port`; refuses a port someone else's server already holds. */
export async function startMockApi(port: number, logDir: string): Promise<Running> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(`${url}/health`)) {
    throw new Error(`${url} is already taken (another mock API?): stop it or set MOCK_API_PORT`);
  }
  return spawnTool('tsx', ['scripts/mock-api.ts'], `${url}/health`, path.join(logDir, 'mock-api.log'), {
    MOCK_API_PORT: String(port),
    MOCK_API_HOST: '127.0.0.1',
  });
}

/**
 * Serves a built directory as production would: nginx with the shipped config (cache rules,
 * precompressed files, CSP from `deployment`), else `vite preview`, which compresses nothing the way
 * nginx does, so transfer figures from it are labelled as such.
 */
export async function startStatic(options: {
  root: string;
  port: number;
  deployment: string;
  logDir: string;
  viteConfig?: string;
}): Promise<StaticServer> {
  const nginx = nginxAvailable();
  if (nginx.ok) {
    const running = await startNginx({
      root: path.resolve(options.root),
      port: options.port,
      deployment: options.deployment,
    });
    return { ...running, kind: 'nginx' };
  }
  const url = `http://127.0.0.1:${options.port}`;
  const args = ['preview', '--host', '127.0.0.1', '--port', String(options.port), '--strictPort'];
  args.push('--outDir', path.resolve(options.root));
  if (options.viteConfig) args.push('--config', options.viteConfig);
  const log = path.join(options.logDir, `preview-${options.port}.log`);
  const running = await spawnTool('vite', args, `${url}/`, log);
  return { ...running, kind: 'vite preview', fallbackReason: nginx.why };
}

/**
 * The build at `root` over HTTPS and HTTP/2 on 127.0.0.1:`port` (the shipped config rendered with a
 * certificate made now; `port` + 1 is its plain-HTTP redirect), or why it cannot be: nginx and
 * openssl are needed, and vite preview would measure another server altogether.
 */
export async function startHttp2(options: {
  root: string;
  port: number;
  deployment: string;
}): Promise<Running | { why: string }> {
  const missing = [nginxAvailable(), opensslAvailable()].find((check) => !check.ok);
  if (missing && !missing.ok) return { why: missing.why };
  const cert = makeSelfSignedCert();
  try {
    const running = await startNginx({
      root: path.resolve(options.root),
      port: options.port + 1,
      deployment: options.deployment,
      tls: { cert: cert.cert, key: cert.key, port: options.port },
    });
    return {
      ...running,
      stop: async () => {
        await running.stop();
        cert.remove();
      },
    };
  } catch (error) {
    cert.remove();
    throw error;
  }
}

/**
 * The encoding the server really sends the startup scripts in: transfer figures mean little without
 * it. Asks for the stack's chunk, the largest startup script (the small ones are not precompressed).
 */
export async function entryScriptEncoding(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/`)).text();
  const entry = /(?:src|href)="\/(assets\/vendor-[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) return 'unknown (no vendor script in index.html)';
  const response = await fetch(`${origin}/${entry}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'identity (uncompressed)';
}
