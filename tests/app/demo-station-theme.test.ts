import { afterEach, describe, expect, it, vi } from 'vitest';
import { linkStationTheme, STATION_WAIT_MS } from '../../src/app/boot/theme';

const station = { name: 'Demo', stylesheet: '/themes/demo-station.css' };
const sheet = () => document.head.querySelector<HTMLLinkElement>('link[href="/themes/demo-station.css"]');

afterEach(() => {
  sheet()?.remove();
  delete document.body.dataset.demoStation;
  vi.useRealTimers();
});

describe('linkStationTheme', () => {
  it('does nothing without a station', () => {
    expect(linkStationTheme(undefined)).toBeUndefined();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(document.body.dataset.demoStation).toBeUndefined();
  });

  it('links the sheet as a stylesheet (never a script) and names the station for its ribbon', async () => {
    const applied = linkStationTheme(station);
    const link = sheet();
    expect(link?.rel).toBe('stylesheet');
    expect(document.querySelector('script[src*="themes"]')).toBeNull();
    expect(document.body.dataset.demoStation).toBe('Demo');
    link?.dispatchEvent(new Event('load'));
    await expect(applied).resolves.toBeDefined();
  });

  it('lets the splash go when the sheet fails', async () => {
    const applied = linkStationTheme(station);
    sheet()?.dispatchEvent(new Event('error'));
    await expect(applied).resolves.toBeDefined();
  });

  it('lets the splash go after a short wait when the sheet is slow', async () => {
    vi.useFakeTimers();
    let done = false;
    void linkStationTheme(station)?.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(STATION_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
