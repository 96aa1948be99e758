import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { StorageEntries } from '../../tooling/seed-shopper.ts';
import { keptQueryKeys, waitForServiceWorker } from '../../tooling/kept-cache.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser-figures.ts';

// Lighthouse 12 with its default config (mobile form factor, simulated slow 4G and 4x CPU
// throttling): performance, accessibility, best practices and SEO (the PWA category is gone from
// Lighthouse 12).

export interface LighthouseRun {
  /** Performance, 0-100. */
  score: number | null;
  /** The other categories' scores, 0-100. */
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalByteWeight: number | null;
  /** The URL Lighthouse ended on; differs from the one asked for only if a guard redirected. */
  finalUrl: string;
  /**
   * Lighthouse's CPU benchmark at run time: simulated timings scale with it, so a busy machine
   * (a low index) explains a slow run better than the app does.
   */
  benchmarkIndex: number | null;
  /** The page's own protocol as Lighthouse saw it ('http/1.1', 'h2'); null in older results. */
  protocol?: string | null;
  seconds: number;
  problems: string[];
}

export type LighthouseMedian = Omit<
  LighthouseRun,
  'finalUrl' | 'seconds' | 'problems' | 'benchmarkIndex' | 'protocol'
>;

const METRICS = [
  'score',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'totalByteWeight',
] as const;
const NO_FIGURES: LighthouseMedian = {
  score: null,
  accessibility: null,
  bestPractices: null,
  seo: null,
  fcpMs: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  totalByteWeight: null,
};

/**
 * Lighthouse resets storage before a run, which would turn the returning shopper into a cold
 * visitor redirected away from guarded routes. So storage reset is off and the shopper's storage is
 * written first, over plain CDP, on a tiny same-origin file so that no app asset enters the HTTP
 * cache (the profile is new for every run, so the cache is otherwise cold).
 */
async function seedStorage(port: number, origin: string, storage: StorageEntries): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/version.txt`);
    await page.evaluate((entries: StorageEntries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * A repeat visit: the shopper opened the page once before in the same browser (its service worker,
 * kept query cache and HTTP cache are there). `during` cuts the network for the measured load only.
 */
export interface RepeatVisit {
  during?: { start: () => void; end: () => void };
}

const WARM_TIMEOUT_MS = 60_000;

/**
 * The shopper's first visit, over plain CDP: once the service worker has precached the build and
 * controls the page, and the query cache is kept in IndexedDB (app/offline/), the next load is a
 * returning shopper's.
 */
async function firstVisit(port: number, url: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    page.setDefaultTimeout(WARM_TIMEOUT_MS);
    await page.goto(url);
    await waitForServiceWorker(page);
    const until = Date.now() + WARM_TIMEOUT_MS;
    while ((await keptQueryKeys(page)).length === 0) {
      if (Date.now() > until) throw new Error(`no query cache kept after a visit to ${url}`);
      await page.waitForTimeout(250);
    }
    await page.close();
  } finally {
    await browser.close();
  }
}

const numeric = (value: number | undefined | null) => (typeof value === 'number' ? value : null);

/** The protocol the page itself (the first request, its document) came over, from the report. */
function documentProtocol(lhr: { audits: Record<string, { details?: unknown }> }): string | null {
  const details = lhr.audits['network-requests']?.details as { items?: { protocol?: string }[] } | undefined;
  return details?.items?.[0]?.protocol ?? null;
}

/**
 * Chromium's switches for one run: the HTTP/2 rows are served over TLS with a certificate made at
 * bench time (servers.ts), which the browser must accept, service worker script included.
 */
export function chromeFlagsFor(url: string): string[] {
  const tls = url.startsWith('https:') ? ['--ignore-certificate-errors'] : [];
  return [...CHROMIUM_FLAGS, ...tls, '--headless=new'];
}

/**
 * One Lighthouse run of `url` in a fresh Chromium, with `storage` seeded when given; a `repeat`
 * visit opens the page once first.
 */
export async function lighthouseOnce(
  url: string,
  storage: StorageEntries | null,
  repeat?: RepeatVisit,
): Promise<LighthouseRun> {
  const started = Date.now();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: chromeFlagsFor(url),
    logLevel: 'silent',
  });
  try {
    if (storage) await seedStorage(chrome.port, new URL(url).origin, storage);
    if (repeat) await firstVisit(chrome.port, url);
    repeat?.during?.start();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: storage !== null || repeat !== undefined,
    }).finally(() => repeat?.during?.end());
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    // BENCH_LHR_DIR keeps each run's whole report, to see what decided a figure.
    if (process.env.BENCH_LHR_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${repeat ? 'repeat' : 'cold'}-${Date.now()}.json`;
      writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
    const audit = (id: string) => numeric(lhr.audits[id]?.numericValue);
    const scoreOf = (category: string) => {
      const score = lhr.categories[category]?.score;
      return typeof score === 'number' ? Math.round(score * 100) : null;
    };
    return {
      score: scoreOf('performance'),
      accessibility: scoreOf('accessibility'),
      bestPractices: scoreOf('best-practices'),
      seo: scoreOf('seo'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      totalByteWeight: audit('total-byte-weight'),
      finalUrl: lhr.finalDisplayedUrl,
      benchmarkIndex: numeric(lhr.environment.benchmarkIndex),
      protocol: documentProtocol(lhr),
      seconds: (Date.now() - started) / 1000,
      problems: [
        ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
        ...lhr.runWarnings,
      ],
    };
  } finally {
    chrome.kill();
  }
}

function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

/** Median of each metric on its own (not the one "median run"), so one odd run moves nothing. */
export function medianOf(runs: readonly LighthouseRun[]): LighthouseMedian {
  return Object.fromEntries(
    METRICS.map((metric) => [metric, median(runs.map((run) => run[metric]))]),
  ) as LighthouseMedian;
}

/** `runs` Lighthouse runs of `url`, reporting each as it finishes. */
export async function lighthouseRuns(
  url: string,
  storage: StorageEntries | null,
  runs: number,
  onRun: (run: LighthouseRun, index: number) => void,
  repeat?: RepeatVisit,
): Promise<{ runs: LighthouseRun[]; median: LighthouseMedian }> {
  const done: LighthouseRun[] = [];
  for (let index = 0; index < runs; index += 1) {
    const started = Date.now();
    // One failed run (a Chromium crash, a Lighthouse runtime error) is recorded, not fatal.
    const run = await lighthouseOnce(url, storage, repeat).catch((error: unknown): LighthouseRun => ({
      ...NO_FIGURES,
      finalUrl: url,
      benchmarkIndex: null,
      seconds: (Date.now() - started) / 1000,
      problems: [error instanceof Error ? error.message : String(error)],
    }));
    onRun(run, index);
    done.push(run);
  }
  return { runs: done, median: medianOf(done) };
}
