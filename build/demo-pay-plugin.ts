import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { formatRands } from '../src/mocks/db/seed/price-utils.ts';
import { DEMO_PAY } from '../src/mocks/stand-ins/paths.ts';
import { walletQrSvg } from '../src/mocks/stand-ins/qr.ts';
import { errorPage, page, readForm, readSource, render, send, sendPage } from './demo-pay-pages.ts';

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

const WALLET_NAMES: Record<string, string> = {
  WALLET: 'SnapScan-style wallet',
  WALLET_2: 'Zapper-style wallet',
};

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
      if (method === 'POST') {
        // Post/Redirect/Get: a page that answers the storefront's form POST itself leaves that POST
        // in the tab's history, so Back onto it (and Forward after going back past it) asks 'Confirm
        // Form Resubmission' and sends the payment request again. A 303 to the same page as a GET
        // of the same values, which it already serves, leaves only that GET in history.
        const form = await readForm(req);
        const values = new URLSearchParams();
        for (const name of ['PAY_REQUEST_ID', 'CHECKSUM']) values.set(name, form.get(name) ?? '');
        send(res, 303, 'text/plain; charset=utf-8', '', { Location: `${DEMO_PAY.gateway}?${values}` });
        return true;
      }
      const payRequestId = url.searchParams.get('PAY_REQUEST_ID')?.trim() ?? '';
      const checksum = url.searchParams.get('CHECKSUM')?.trim() ?? '';
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
