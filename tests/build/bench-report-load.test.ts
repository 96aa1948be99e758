// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMarkdown, formatResults, loadAverageLine } from '../../scripts/bench/format';
import { waitForIdle } from '../../scripts/bench/idle';
import { idleLoad, results } from './bench-report-fixtures';

describe('bench load-average line', () => {
  it('shows the load at the start and end of the Lighthouse runs, and the wait', () => {
    expect(loadAverageLine(idleLoad, 2)).toBe(
      'load average 0.62 → 0.90 (1-minute, at the start and end of the Lighthouse runs, 2 cores; waited 35 s for it to fall below 1)',
    );
    expect(loadAverageLine({ ...idleLoad, waitedSeconds: 0 }, 2)).toBe(
      'load average 0.62 → 0.90 (1-minute, at the start and end of the Lighthouse runs, 2 cores)',
    );
  });

  it('says so when the machine never became idle', () => {
    const busy = { threshold: 1, reachedIdle: false, waitedSeconds: 180, atStart: 1.84, atEnd: 1.95 };
    expect(loadAverageLine(busy, 2)).toContain(
      'load average 1.84 → 1.95 (1-minute, at the start and end of the Lighthouse runs, 2 cores; never fell below 1 in 180 s of waiting',
    );
    expect(formatResults(results({ loadAverage: busy }))).toMatch(
      /^load average 1\.84 → 1\.95 .*never fell below 1/m,
    );
  });

  it('sits right under both tables', () => {
    const markdown = formatMarkdown(results()).split('\n');
    expect(markdown.at(-1)).toMatch(/^load average 0\.62 → 0\.90/);
    expect(markdown.at(-2)).toBe('');
    const text = formatResults(results()).split('\n');
    const line = text.findIndex((row) => row.startsWith('load average'));
    expect(text[line - 1]).toMatch(/^stack floor \(zod\/mini\)/);
  });
});

describe('waiting for an idle machine', () => {
  const fakeClock = (loads: number[]) => {
    let time = 0;
    const log: string[] = [];
    return {
      log,
      options: {
        read: () => loads.shift() ?? loads.at(-1) ?? 9,
        now: () => time,
        sleep: async (ms: number) => void (time += ms),
        log: (message: string) => log.push(message),
      },
    };
  };

  it('polls every 5 s until the load average is below 1', async () => {
    const clock = fakeClock([1.6, 1.2, 0.8]);
    expect(await waitForIdle(clock.options)).toEqual({ threshold: 1, reachedIdle: true, waitedSeconds: 10 });
    expect(clock.log).toHaveLength(3);
  });

  it('goes on after the longest wait and says the machine never became idle', async () => {
    const clock = fakeClock([1.5]);
    const wait = await waitForIdle({ ...clock.options, maxSeconds: 180 });
    expect(wait).toEqual({ threshold: 1, reachedIdle: false, waitedSeconds: 180 });
    expect(clock.log.at(-1)).toContain('measuring anyway');
  });

  it('does not wait on an idle machine', async () => {
    const clock = fakeClock([0.3]);
    expect(await waitForIdle(clock.options)).toEqual({ threshold: 1, reachedIdle: true, waitedSeconds: 0 });
    expect(clock.log).toEqual([]);
  });
});
