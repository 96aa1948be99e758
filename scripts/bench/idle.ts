import os from 'node:os';

// Lighthouse's simulated timings stretch with other work on the machine (TBT most), so the bench
// waits for a quiet machine before its Lighthouse runs and records the load around them.

export interface IdleWait {
  /** The 1-minute load average the runs should start below. */
  threshold: number;
  /** False when the load never fell below `threshold` within the wait and the bench went on anyway. */
  reachedIdle: boolean;
  waitedSeconds: number;
}

export interface LoadAverage extends IdleWait {
  /** 1-minute load average as the Lighthouse runs began. */
  atStart: number;
  /** 1-minute load average after the last Lighthouse run. */
  atEnd: number;
}

export const IDLE_LOAD = 1;

/** The 1-minute load average now, to two decimals. */
export const loadNow = (): number => Number(os.loadavg()[0]!.toFixed(2));

export interface WaitOptions {
  threshold?: number;
  maxSeconds?: number;
  pollSeconds?: number;
  log?: (message: string) => void;
  /** Injectable for tests; the real load average, clock and timer otherwise. */
  read?: () => number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Polls the load average every `pollSeconds` until it is below `threshold`, for at most
 * `maxSeconds` (0: no waiting), logging each reading.
 */
export async function waitForIdle({
  threshold = IDLE_LOAD,
  maxSeconds = 180,
  pollSeconds = 5,
  log = () => undefined,
  read = loadNow,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: WaitOptions = {}): Promise<IdleWait> {
  const started = now();
  const elapsed = () => Math.round((now() - started) / 1000);
  for (let load = read(); load >= threshold; load = read()) {
    if (elapsed() >= maxSeconds) {
      log(`load average ${load.toFixed(2)} still ≥ ${threshold} after ${elapsed()} s: measuring anyway`);
      return { threshold, reachedIdle: false, waitedSeconds: elapsed() };
    }
    log(`load average ${load.toFixed(2)} ≥ ${threshold}: waiting (${elapsed()} of at most ${maxSeconds} s)`);
    await sleep(pollSeconds * 1000);
  }
  if (elapsed() > 0) log(`load average below ${threshold} after ${elapsed()} s`);
  return { threshold, reachedIdle: true, waitedSeconds: elapsed() };
}
