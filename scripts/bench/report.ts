import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { NGINX_BIN } from '../../tooling/nginx/start-nginx.ts';
import type { RouteFigures, VisitBytes, SizeTotals } from './browser-figures.ts';
import { FLOOR_VARIANTS, RATIO_FLOOR, type FloorVariant } from './floor/variants.ts';
import type { LoadAverage } from './idle.ts';
import type { LighthouseMedian, LighthouseRun } from './lighthouse.ts';
import type { LoggedRequest } from './network-log.ts';
import type { ScaleResults } from './scale-run.ts';

// The shape of bench/results.json and what is recorded beside the figures (format.ts prints them).

export interface LighthouseFigures {
  median: LighthouseMedian;
  runs: LighthouseRun[];
}

export interface MeasuredRoute extends RouteFigures {
  lighthouse: LighthouseFigures;
  /** A returning shopper's load: the page opened once before in the same browser (lighthouse.ts). */
  repeat?: LighthouseFigures;
}

/** One cold visit over HTTPS and HTTP/2 (h2.ts). */
export interface Http2Row {
  route: string;
  lighthouse: LighthouseFigures;
}

/** The catalogue links' cold visits and the zod/mini floor over HTTP/2, beside the HTTP/1.1 rows. */
export interface Http2Figures {
  /** The same build and nginx config, rendered with a certificate made at bench time. */
  routes: Http2Row[];
  /** The zod/mini floor served the same way: the HTTP/2 rows' LCP ratios divide by it. */
  floor: Http2Row;
}

export interface BenchResults {
  date: string;
  git: { commit: string; dirty: boolean };
  machine: Record<string, string | number>;
  server: { kind: string; fallbackReason?: string; assetEncoding: string };
  method: Record<string, string>;
  routes: MeasuredRoute[];
  /** The scripts inline in index.html (the early boot script), which every route runs on top of its JS. */
  inlineScripts?: SizeTotals;
  transfer: { route: string; images: number; first: VisitBytes; repeat: VisitBytes };
  /** Repeat visits to `route` with the network cut for the measured load (tcp-gate.ts). */
  cutVisits?: { route: string; offline: LighthouseFigures; apiDown: LighthouseFigures };
  /** A first visit to a category page with pictures shown, then with the data saver on. */
  dataLight?: { route: string; shown: VisitBytes; light: VisitBytes; pictures: number };
  /** The stack floor once per zod flavour (scripts/bench/floor/variants.ts). */
  floors: Record<FloorVariant, MeasuredRoute>;
  /** When each request of a first visit starts and ends (scripts/bench/network-log.ts). */
  requestChain: Record<string, LoggedRequest[]>;
  /** 1-minute load average around the Lighthouse runs, and how long the bench waited for it. */
  loadAverage: LoadAverage;
  /** Cold visits over HTTP/2 (older results have none); `skipped` says why a run has none. */
  h2?: Http2Figures | { skipped: string };
  /** The wholesaler's size beside the reference shop's, CPU slowed 4× (scale.ts). */
  scale?: ScaleResults;
  problems: string[];
}

/** How each figure is measured, written into results.json next to the figures. */
export const METHOD = {
  lighthouse:
    'Lighthouse default config (mobile, simulated throttling) in Debian Chromium: performance, accessibility, best practices and SEO; median of each metric and score',
  storage:
    'Routes and Lighthouse: returning shopper (Sea Point chosen, demo shopper signed in, 1 item in basket) with a cold HTTP cache. Transfer: Sea Point chosen only.',
  sizes:
    'Initial JS/CSS: the /assets files a route loads until the network is idle; gzip -9 and brotli 11 of each',
  transfer:
    'Sum of CDP Network.loadingFinished encodedDataLength over the page load; repeat visit = reload in the same context',
  dataLight:
    'Transfer of a first visit to the category, Sea Point chosen, pictures shown and then with the drawer data saver on (storefront.preferences dataLight: true); saved = the difference',
  repeat:
    "Repeat visit: the same Lighthouse run after one visit to the route in the same browser profile (service worker installed and controlling, query cache kept in IndexedDB, HTTP cache warm); repeat÷floor divides its median LCP by the floor's cold one. Offline: the app's server and the API drop every connection during the measured load; API down: the API only",
  floor:
    'scripts/bench/floor: only the fixed dependencies, each used once, same build settings and server; built twice, with classic zod and with zod/mini (FLOOR_ZOD), the rest identical',
  ratios: `JS br ÷ floor and LCP ÷ floor: each row's brotli initial JS and median LCP divided by those of the ${FLOOR_VARIANTS[RATIO_FLOOR].label} in the same run`,
  h2: "HTTP/2 rows: the cold visits of /, /category/101 and /product/1001 and the zod/mini floor again, served by the same nginx config rendered with TLS (a self-signed certificate made at bench time; Chromium --ignore-certificate-errors). The API stays HTTP/1.1 on loopback. Lighthouse's simulation gives an h2 origin one connection (requests take turns, a warm connection costs no round trip) and adds one round trip for the TLS handshake; the HTTP/2 LCP ratio divides by the floor over HTTP/2",
  loadAverage:
    'Before the Lighthouse runs the bench waits (at most BENCH_IDLE_WAIT seconds) for the 1-minute load average to fall below the threshold; recorded as the runs start and after the last one',
};

const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' });

/** Enough about the machine to tell whether two results files are comparable. */
export function machineInfo(chromiumVersion: string): BenchResults['machine'] {
  const lighthouse = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
    version: string;
  };
  const nginx = run(NGINX_BIN, ['-v']);
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion,
    lighthouse: lighthouse.version,
    nginx: nginx.error ? 'not installed' : (nginx.stderr ?? '').trim().replace('nginx version: ', ''),
  };
}
