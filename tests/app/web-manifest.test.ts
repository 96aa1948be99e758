import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AFTER_FIRST_PAGE,
  resetStartedAfterFirstPage,
  startAfterFirstPage,
} from '../../src/app/boot/after-first-page';
import { holdUntilFirstPage } from '../../src/app/boot/first-page-gate';
import type { StartedApp } from '../../src/app/offline/start-offline';

// The manifest is linked once the first page has had its moment, not by index.html: only installing
// reads it, and on a slow link its request and its icon's took places the first page needed.

const manifestLinks = () => document.head.querySelectorAll('link[rel="manifest"]');

afterEach(() => {
  vi.useRealTimers();
  manifestLinks().forEach((link) => link.remove());
  resetStartedAfterFirstPage();
});

describe('the web app manifest', () => {
  it('is not linked by the page the server sends', () => {
    expect(readFileSync('index.html', 'utf8')).not.toMatch(/rel="manifest"/);
  });

  it('is linked, once, after the first page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const rendering = holdUntilFirstPage(2000);
    const task = AFTER_FIRST_PAGE.filter(({ name }) => name === 'web manifest');
    startAfterFirstPage({} as StartedApp, task);
    startAfterFirstPage({} as StartedApp, task);
    rendering();
    await vi.advanceTimersByTimeAsync(1999);
    expect(manifestLinks()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(manifestLinks()).toHaveLength(1);
    expect(manifestLinks()[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });
});
