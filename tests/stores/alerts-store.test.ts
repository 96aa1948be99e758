import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_TIMEOUT_MS, pushAlert, useAlertsStore } from '../../src/stores/alerts-store';

const messages = () => useAlertsStore.getState().alerts.map((alert) => alert.message);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const alert of useAlertsStore.getState().alerts) useAlertsStore.getState().dismiss(alert.id);
  vi.useRealTimers();
});

describe('alerts store', () => {
  it('shows an alert and clears it after 5 seconds', () => {
    const id = pushAlert({ kind: 'success', message: 'Saved' });
    expect(useAlertsStore.getState().alerts).toEqual([{ id, kind: 'success', message: 'Saved' }]);
    expect(ALERT_TIMEOUT_MS).toBe(5_000);
    vi.advanceTimersByTime(4_999);
    expect(messages()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('honours a custom timeout', () => {
    pushAlert({ kind: 'info', message: 'Quick', timeoutMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(messages()).toEqual([]);
  });

  it('keeps an alert with timeoutMs null until dismissed', () => {
    const id = pushAlert({ kind: 'error', message: 'Offline', timeoutMs: null });
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['Offline']);
    useAlertsStore.getState().dismiss(id);
    expect(messages()).toEqual([]);
  });

  it('gives each alert its own id', () => {
    const first = pushAlert({ kind: 'info', message: 'One' });
    const second = pushAlert({ kind: 'info', message: 'Two' });
    expect(first).not.toBe(second);
    expect(messages()).toEqual(['One', 'Two']);
  });

  it('replaces an alert pushed with the same id in place and restarts its timer', () => {
    pushAlert({ kind: 'info', message: 'First' });
    expect(pushAlert({ kind: 'error', message: 'Offline', id: 'net' })).toBe('net');
    vi.advanceTimersByTime(3_000);
    pushAlert({ kind: 'error', message: 'Still offline', id: 'net' });
    expect(messages()).toEqual(['First', 'Still offline']);
    vi.advanceTimersByTime(2_000);
    expect(messages()).toEqual(['Still offline']);
    vi.advanceTimersByTime(2_999);
    expect(messages()).toEqual(['Still offline']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('stops the timer when dismissed early', () => {
    const id = pushAlert({ kind: 'success', message: 'Saved', id: 'save' });
    useAlertsStore.getState().dismiss(id);
    pushAlert({ kind: 'success', message: 'Saved again', id: 'save', timeoutMs: null });
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS);
    expect(messages()).toEqual(['Saved again']);
    expect(vi.getTimerCount()).toBe(0);
  });
});
