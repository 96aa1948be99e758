import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatRands } from '../src/mocks/db/seed/price-utils.ts';
import { DEMO_PAY } from '../src/mocks/stand-ins/paths.ts';
import { walletQrSvg } from '../src/mocks/stand-ins/qr.ts';

// The online payment providers' pages, stood in for by the storefront's own origin (`/demo-pay/...`):
// the gateway's hosted payment page (the demo deployments' payments.gateway_url) and the mobile
// wallets' payment page and QR image (the wallet transactions' payment_url and qr_image_url). Served
// by `npm run dev`, `vite preview` of a production build (e2e) and of a demo build, never part of
// a build's files. The pages and their script live in src/mocks/stand-ins; the script calls the fake
// backend (`{agency_host}/__pay/...`, src/mocks/handlers/pay-stand-ins.ts) with fetch.
//
//   GET|POST /demo-pay/gateway      PAY_REQUEST_ID, CHECKSUM (query or form POST): approve, decline or cancel
//   GET /demo-pay/wallet            ?reference&amount (cents)&provider: the wallet's "Pay" page
//   GET /demo-pay/wallet/qr.svg     ?reference: a QR-like picture labelled DEMO
//   GET /demo-pay/stand-in.js, /demo-pay/stand-in.css

type Next = (error?: unknown) => void;
export type DemoPayMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

export interface DemoPayOptions {
  /** Project root: the pages are read from <root>/src/mocks/stand-ins on every request. */
  root: string;
  /**
   * URL of the module that exports startFakeBackend (src/mocks/browser.ts), for deployments that run
   * the fake backend in the browser: the pages start it as the shop does. null: there is none (a
   * production build; the pages' fetches go to the real network, e.g. the mock API in e2e).
   */
  fakeBackendModule: () => string | null;
}

/** The pages' own policy: script and style only from this origin, no inline anything. */
const PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  // The fake backend's host comes from config.json (another origin in e2e and the demo).
  "connect-src 'self' http: https:",
  // The demo's fake backend runs in msw's service worker.
  "worker-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const WALLET_NAMES: Record<string, string> = {
  WALLET: 'SnapScan-style wallet',
  WALLET_2: 'Zapper-style wallet',
};

/** Largest form POST the gateway page reads. */
const MAX_BODY = 16 * 1024;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function readSource(root: string, name: string): string {
  return readFileSync(path.join(root, 'src', 'mocks', 'stand-ins', name), 'utf8');
}

/** A page template with its `{{name}}` slots filled in, every value HTML-escaped. */
function render(root: string, name: string, values: Record<string, string>): string {
  return readSource(root, name).replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(values[key] ?? ''));
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
  head = false,
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(head ? undefined : body);
}

function sendPage(res: ServerResponse, status: number, html: string, head: boolean): void {
  send(res, status, 'text/html; charset=utf-8', html, { 'Content-Security-Policy': PAGE_CSP }, head);
}

/**
 * A whole page: the shared layout (stand-in.css, noindex) around a rendered `<main>` template; pages
 * that act (not the error page) also get the stand-in script and where the fake backend starts.
 */
function page(root: string, title: string, main: string, fakeBackendModule: string | null): string {
  const script = fakeBackendModule === null ? '' : render(root, 'script.html', { fakeBackendModule });
  return render(root, 'layout.html', { title })
    .replace('<!--head-->', script.trim())
    .replace('<!--main-->', main.trim());
}

function errorPage(
  root: string,
  res: ServerResponse,
  values: { title: string; message: string; detail: string },
  head: boolean,
): void {
  sendPage(res, 400, page(root, values.title, render(root, 'error.html', values), null), head);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function answer(options: DemoPayOptions, req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const url = new URL(req.url ?? '/', 'http://stand-in.local');
  const method = req.method ?? 'GET';
  const head = method === 'HEAD';
  const readOnly = method === 'GET' || head;
  const { root } = options;
  const notAllowed = (allow: string) =>
    send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n', { Allow: allow }, head);

  switch (url.pathname) {
    case DEMO_PAY.gateway: {
      if (!readOnly && method !== 'POST') return (notAllowed('GET, HEAD, POST'), true);
      const form = method === 'POST' ? await readForm(req) : url.searchParams;
      const payRequestId = form.get('PAY_REQUEST_ID')?.trim() ?? '';
      const checksum = form.get('CHECKSUM')?.trim() ?? '';
      if (!payRequestId || !checksum) {
        errorPage(
          root,
          res,
          {
            title: 'Demo payment gateway',
            message: 'This payment request is incomplete',
            detail: 'The shop must send PAY_REQUEST_ID and CHECKSUM. Go back to the shop and try again.',
          },
          head,
        );
        return true;
      }
      const main = render(root, 'gateway.html', { payRequestId, checksum });
      const html = page(root, 'Demo payment gateway', main, options.fakeBackendModule() ?? '');
      sendPage(res, 200, html, head);
      return true;
    }
    case DEMO_PAY.wallet: {
      if (!readOnly) return (notAllowed('GET, HEAD'), true);
      const reference = url.searchParams.get('reference')?.trim() ?? '';
      const amountText = url.searchParams.get('amount')?.trim() ?? '';
      const provider = url.searchParams.get('provider')?.trim().toUpperCase() ?? '';
      if (!reference || !/^\d+$/.test(amountText)) {
        errorPage(
          root,
          res,
          {
            title: 'Demo mobile wallet',
            message: 'This wallet payment is incomplete',
            detail: 'The payment link needs a reference and an amount. Go back to the shop and try again.',
          },
          head,
        );
        return true;
      }
      const main = render(root, 'wallet.html', {
        reference,
        amount: formatRands(Number(amountText)),
        walletName: WALLET_NAMES[provider] ?? 'mobile wallet',
      });
      const html = page(root, 'Demo mobile wallet', main, options.fakeBackendModule() ?? '');
      sendPage(res, 200, html, head);
      return true;
    }
    case DEMO_PAY.walletQr: {
      if (!readOnly) return (notAllowed('GET, HEAD'), true);
      const reference = url.searchParams.get('reference')?.trim() ?? '';
      if (!reference) {
        send(res, 400, 'text/plain; charset=utf-8', 'reference is required\n', {}, head);
        return true;
      }
      send(
        res,
        200,
        'image/svg+xml',
        walletQrSvg(reference),
        { 'Content-Security-Policy': "default-src 'none'" },
        head,
      );
      return true;
    }
    case DEMO_PAY.script:
      if (!readOnly) return (notAllowed('GET, HEAD'), true);
      send(res, 200, 'text/javascript; charset=utf-8', readSource(root, 'stand-in.js'), {}, head);
      return true;
    case DEMO_PAY.style:
      if (!readOnly) return (notAllowed('GET, HEAD'), true);
      send(res, 200, 'text/css; charset=utf-8', readSource(root, 'stand-in.css'), {}, head);
      return true;
    default:
      return false;
  }
}

/** The connect middleware of the stand-in pages; anything else goes on to `next`. */
export function demoPayMiddleware(options: DemoPayOptions): DemoPayMiddleware {
  return (req, res, next) => {
    answer(options, req, res).then(
      (handled) => {
        if (!handled) next();
      },
      (error: unknown) => {
        if (res.headersSent) res.end();
        else send(res, 400, 'text/plain; charset=utf-8', 'Bad request\n');
        console.error('[demo-pay]', error);
      },
    );
  };
}

/** The built module of src/mocks/browser.ts in a build's manifest; null when the build has none. */
export function builtFakeBackendModule(outDir: string, base = '/'): string | null {
  const file = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      { file?: string; src?: string }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.src === 'src/mocks/browser.ts');
    return entry?.file ? `${base}${entry.file}` : null;
  } catch {
    return null;
  }
}

/**
 * Serves the stand-in pages in the dev server and in `vite preview`. `fakeBackend` is the dev
 * server's (vite.config.ts); a preview finds the fake backend in the build it serves, if any.
 */
export function demoPayPlugin(options: { fakeBackend: boolean }): Plugin {
  return {
    name: 'storefront-demo-pay',
    configureServer(server) {
      const { root, base } = server.config;
      server.middlewares.use(
        demoPayMiddleware({
          root,
          fakeBackendModule: () => (options.fakeBackend ? `${base}src/mocks/browser.ts` : null),
        }),
      );
    },
    configurePreviewServer(server) {
      const { root, base, build } = server.config;
      const outDir = path.resolve(root, build.outDir);
      server.middlewares.use(
        demoPayMiddleware({ root, fakeBackendModule: () => builtFakeBackendModule(outDir, base) }),
      );
    },
  };
}
