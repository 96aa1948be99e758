import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { waitFor } from './shopper';

// The least of W3C WebDriver (classic) that the cross-engine journeys need, over plain HTTP, for
// WebKitGTK's WebKitWebDriver (Debian's webkit2gtk-driver) driving its MiniBrowser: no client
// library speaks to it better than fetch does, and Playwright cannot drive Debian's WebKit.

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT]: string };

export class WebDriverError extends Error {
  constructor(
    readonly error: string,
    message: string,
  ) {
    super(`${error}: ${message}`);
  }
}

export const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A WebKitWebDriver under its own X display (xvfb-run: MiniBrowser has no headless mode). */
export async function startWebKitDriver(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const driver: ChildProcess = spawn('xvfb-run', ['-a', DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  // A minute, not a count of tries: Xvfb and the driver start slowly on a busy machine.
  await waitFor(
    `WebKitWebDriver to start on ${url}`,
    () => fetch(`${url}/status`).then((response) => response.ok),
    60_000,
  );
  // xvfb-run starts Xvfb and the driver as a group of their own: stopping the group stops both.
  return { url, stop: () => driver.pid && process.kill(-driver.pid, 'SIGTERM') };
}

/** One WebDriver session: a MiniBrowser with its own profile. */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async start(driverUrl: string): Promise<WebDriverSession> {
    const capabilities = {
      alwaysMatch: {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    };
    // MiniBrowser's launch has been seen to hang once in a busy run (the session never answered, the
    // test's 90 s went by): a launch that has not answered in a generous bound is asked for again,
    // once. It bounds the browser's start, not anything the shop does.
    for (let attempt = 1; ; attempt += 1) {
      try {
        const value = await send<{ sessionId: string }>(
          driverUrl,
          'POST',
          '/session',
          { capabilities },
          40_000,
        );
        return new WebDriverSession(driverUrl, value.sessionId);
      } catch (error) {
        if (attempt === 2 || !(error instanceof Error && error.name === 'TimeoutError')) throw error;
      }
    }
  }

  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return send<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** Runs `script` (a function body) in the page with `args`; elements come back as references. */
  run<T>(script: string, ...args: unknown[]): Promise<T> {
    return this.command<T>('POST', '/execute/async', { script, args });
  }

  click(element: ElementRef): Promise<void> {
    return this.command('POST', `/element/${element[ELEMENT]}/click`, {});
  }

  type(element: ElementRef, text: string): Promise<void> {
    return this.command('POST', `/element/${element[ELEMENT]}/value`, { text });
  }

  /** Presses one key (WebDriver's key codes: '\uE00C' Escape, '\uE004' Tab, '\uE007' Enter). */
  async key(code: string): Promise<void> {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: code },
            { type: 'keyUp', value: code },
          ],
        },
      ],
    });
  }

  async end(): Promise<void> {
    await send(this.base, 'DELETE', `/session/${this.id}`).catch(() => undefined);
  }
}

async function send<T>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  timeoutMs?: number,
): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
  });
  const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) throw new WebDriverError(value.error ?? String(response.status), value.message ?? '');
  return value;
}

export const KEYS = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007' } as const;
