import { launchChromium } from './browser-figures.ts';
import { gitInfo } from './git-info.ts';
import { scaleShops } from '../../tooling/scale-shops.ts';
import { CPU_SLOWDOWN, measureScale, type ScaleFigures } from './scale.ts';
import { startStatic, type Running } from './servers.ts';

export interface ScaleResults {
  /** When and on what they were measured: BENCH_ONLY=scale leaves the rest of the file older. */
  date: string;
  git: { commit: string; dirty: boolean };
  method: string;
  large: ScaleFigures;
  reference: ScaleFigures;
}

export const SCALE_METHOD = `Playwright in Debian Chromium, Pixel 7 viewport, CPU slowed ${CPU_SLOWDOWN}× (CDP Emulation.setCPUThrottlingRate), production builds (large-demo and reference) against the fake backend. INP: the longest Event Timing entry of the interaction (16 ms resolution); the basket's +: the median of its first press in three fresh pages; search: the slowest keystroke typing the term at 250 ms per key. Longest task: PerformanceObserver longtask while the mouse wheel scrolls the category 600 px per painted frame to its end. DOM: most elements in the page during that scroll. Heap: CDP JSHeapUsedSize after HeapProfiler.collectGarbage.`;

/**
 * Builds the large-demo deployment beside the reference build, serves it, and measures both shops
 * (scale.ts). `build` is run.ts's builder; `servers` collects what must be stopped afterwards.
 */
export async function benchScale(options: {
  apiOrigin: string;
  referenceUrl: string;
  port: number;
  tmp: string;
  build: (label: string, args: string[], env: NodeJS.ProcessEnv) => void;
  servers: Running[];
  progress: (message: string) => void;
}): Promise<ScaleResults> {
  const dist = `${options.tmp}/dist-large`;
  options.progress(`building the large-demo deployment into ${dist}/`);
  options.build('large', ['--outDir', dist], { API_ORIGIN: options.apiOrigin, DEPLOYMENT: 'large-demo' });
  const large = await startStatic({
    root: dist,
    port: options.port,
    deployment: `${dist}/config.json`,
    logDir: options.tmp,
  });
  options.servers.push(large);
  const shops = await scaleShops(options.apiOrigin, { large: large.url, reference: options.referenceUrl });
  const browser = await launchChromium();
  try {
    const figures = {} as Record<'large' | 'reference', ScaleFigures>;
    for (const key of ['large', 'reference'] as const) {
      options.progress(`scale figures, ${shops[key].shop} (CPU ${CPU_SLOWDOWN}× slower)`);
      figures[key] = await measureScale(browser, shops[key]);
    }
    return { date: new Date().toISOString(), git: gitInfo(), method: SCALE_METHOD, ...figures };
  } finally {
    await browser.close();
  }
}
