import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConfig, type RenderOptions } from './render-config.ts';

// Runs the shipped nginx config as a child process for e2e and the bench: rendered into a temp
// prefix, in the foreground, stopped by PID. Nothing outside the prefix is written.

/** The nginx binary; Debian's nginx-light installs it here. */
export const NGINX_BIN = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const MIME_TYPES = '/etc/nginx/mime.types';

export interface RunningNginx {
  /** The storefront's origin: https://127.0.0.1:<tls.port> when TLS is on. */
  url: string;
  /** The plain-HTTP origin on `port`: the storefront, or with TLS only its redirect. */
  httpUrl: string;
  pid: number;
  stop: () => Promise<void>;
}

/** Whether nginx can run here, and why not when it cannot. */
export function nginxAvailable(): { ok: true } | { ok: false; why: string } {
  try {
    accessSync(NGINX_BIN, constants.X_OK);
  } catch {
    return { ok: false, why: `${NGINX_BIN} not found (Debian: apt-get install -y nginx-light)` };
  }
  if (!existsSync(MIME_TYPES)) return { ok: false, why: `${MIME_TYPES} is missing (nginx-common)` };
  const version = spawnSync(NGINX_BIN, ['-v'], { encoding: 'utf8', timeout: 5_000 });
  if (version.status !== 0) return { ok: false, why: `${NGINX_BIN} -v failed: ${version.stderr.trim()}` };
  return { ok: true };
}

function exited(child: ReturnType<typeof spawn>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForExit(child: ReturnType<typeof spawn>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const done = await Promise.race([exited(child).then(() => true as const), timeout]);
  clearTimeout(timer);
  return done;
}

/** Whether `url` answers at all (any status); HTTPS without checking the certificate (self-signed). */
function answers(url: string): Promise<boolean> {
  if (!url.startsWith('https:')) {
    return fetch(url, { signal: AbortSignal.timeout(1_000), redirect: 'manual' }).then(
      () => true,
      () => false,
    );
  }
  return new Promise((resolve) => {
    const request = httpsGet(url, { rejectUnauthorized: false, timeout: 1_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

/**
 * Renders the config for `deployment` (a name or a config JSON path such as dist/config.json),
 * starts nginx on 127.0.0.1:`port` serving `root`, and resolves once it answers HTTP. With `tls`
 * (a certificate and a port), the storefront answers HTTPS and HTTP/2 there and `port` redirects.
 */
export async function startNginx(
  options: {
    root: string;
    port: number;
    deployment: string;
    prefix?: string;
    tls?: { cert: string; key: string; port: number };
  } & Pick<RenderOptions, 'connectSrc' | 'imgSrc' | 'formAction'>,
): Promise<RunningNginx> {
  const available = nginxAvailable();
  if (!available.ok) throw new Error(`nginx is not available: ${available.why}`);
  const ownPrefix = !options.prefix;
  const prefix = path.resolve(options.prefix ?? mkdtempSync(path.join(tmpdir(), 'storefront-nginx-')));
  // Started as root, nginx's workers run as nobody and need to reach the temp paths in here.
  if (ownPrefix) chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  try {
    writeFileSync(conf, renderNginxConfig({ ...options, prefix }));
  } catch (error) {
    if (ownPrefix) rmSync(prefix, { recursive: true, force: true });
    throw error;
  }

  const child = spawn(NGINX_BIN, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));

  const httpUrl = `http://127.0.0.1:${options.port}`;
  const url = options.tls ? `https://127.0.0.1:${options.tls.port}` : httpUrl;
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT lets workers finish open responses; TERM and KILL only if it hangs.
      for (const [signal, ms] of [
        ['SIGQUIT', 5_000],
        ['SIGTERM', 3_000],
        ['SIGKILL', 3_000],
      ] as const) {
        try {
          process.kill(child.pid!, signal);
        } catch {
          break;
        }
        if (await waitForExit(child, ms)) break;
      }
    }
  };
  const stop = async () => {
    await halt();
    if (ownPrefix) rmSync(prefix, { recursive: true, force: true });
  };
  const exit = exited(child).then(() => new Error(`nginx exited with ${child.exitCode ?? child.signalCode}`));

  const deadline = Date.now() + 15_000;
  for (;;) {
    const failed = await Promise.race([
      spawnError,
      exit,
      new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
    ]);
    if (failed) {
      const log = existsSync(path.join(prefix, 'error.log'))
        ? readFileSync(path.join(prefix, 'error.log'), 'utf8')
        : '';
      await stop();
      // Errors before the config is read go to stderr, later ones to error.log.
      throw new Error(`${failed.message}:\n${stderr.trim() || log.trim()}`);
    }
    // nginx writes its pid file only once it holds the port; without this, another server already
    // on the port would answer for a child that is still retrying bind().
    const pidFile = path.join(prefix, 'nginx.pid');
    const listening = existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(child.pid);
    const answered = listening && (await answers(`${url}/version.txt`));
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url} within 15 s:\n${stderr}`);
    }
  }
  return { url, httpUrl, pid: child.pid!, stop };
}
