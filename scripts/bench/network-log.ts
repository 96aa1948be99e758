import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { chosenSupplierStorage, seedLocalStorage } from '../../tooling/seed-shopper.ts';
import { launchChromium, phoneContext } from './browser-figures.ts';

// The boot's request chain, from the browser's side: when each request of a first visit starts
// and ends, relative to the navigation. Every request gets the same added latency, so a request
// that waits on another shows up a round trip later: a waterfall is read straight off the table.
// Usage: tsx scripts/bench/network-log.ts --url http://127.0.0.1:4180 [--route /product/1001]...

export interface LoggedRequest {
  path: string;
  type: string;
  startMs: number;
  endMs: number;
}

/** Latency added to every request (CDP), roughly a mobile round trip. */
export const ADDED_LATENCY_MS = 150;

/** Opens `route` in a fresh phone context with a branch chosen, until the network is idle. */
export async function logRequests(
  browser: Browser,
  baseURL: string,
  route: string,
): Promise<LoggedRequest[]> {
  const context = await phoneContext(browser, baseURL);
  const page = await context.newPage();
  try {
    await seedLocalStorage(page, chosenSupplierStorage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: ADDED_LATENCY_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const started = new Map<string, { url: string; type: string; at: number }>();
    const done: LoggedRequest[] = [];
    let origin = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && !origin) origin = event.timestamp;
      started.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        at: event.timestamp,
      });
    });
    const finish = (requestId: string, at: number) => {
      const request = started.get(requestId);
      if (!request) return;
      started.delete(requestId);
      const url = new URL(request.url);
      done.push({
        path: url.origin === new URL(baseURL).origin ? url.pathname : `${url.host}${url.pathname}`,
        type: request.type,
        startMs: Math.round((request.at - origin) * 1000),
        endMs: Math.round((at - origin) * 1000),
      });
    };
    cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.timestamp));
    cdp.on('Network.loadingFailed', (event) => finish(event.requestId, event.timestamp));
    await page.goto(route, { waitUntil: 'networkidle' });
    return done
      .filter((request) => request.type !== 'Image' && !request.path.endsWith('.svg'))
      .sort((a, b) => a.startMs - b.startMs);
  } finally {
    await context.close();
  }
}

/** A markdown table of one route's requests. */
export function formatRequestLog(route: string, requests: readonly LoggedRequest[]): string {
  const rows = requests.map(
    (r) =>
      `| ${String(r.startMs).padStart(5)} | ${String(r.endMs).padStart(5)} | ${r.type} | \`${r.path}\` |`,
  );
  return [
    `${route} (${ADDED_LATENCY_MS} ms added to every request, cache off, images left out)`,
    '',
    '| start ms | end ms | type | request |',
    '| ---: | ---: | --- | --- |',
    ...rows,
  ].join('\n');
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:4180' },
      route: { type: 'string', multiple: true, default: ['/', '/product/1001'] },
    },
  });
  const browser = await launchChromium();
  try {
    for (const route of values.route) {
      console.info(`${formatRequestLog(route, await logRequests(browser, values.url, route))}\n`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
