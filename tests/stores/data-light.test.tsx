import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDataLight, usePictureUrl, usePreferencesStore } from '../../src/stores/preferences-store';
import { useSessionStore } from '../../src/stores/session-store';

/** The browser's data saver, as Chromium reports it (navigator.connection.saveData). */
const browserSaves = (saveData: boolean) =>
  Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData } });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'connection');
});

describe('data-light (decision 029)', () => {
  it('is off by default, and on with the browser data saver or in a data-free session', () => {
    const { result, rerender } = renderHook(() => useDataLight());
    expect(result.current).toBe(false);

    browserSaves(true);
    rerender();
    expect(result.current).toBe(true);

    browserSaves(false);
    act(() => useSessionStore.getState().setDataFree(true));
    expect(result.current).toBe(true);
  });

  it("follows the shopper's own choice over the browser's, both ways, as soon as it is made", () => {
    browserSaves(true);
    const { result } = renderHook(() => useDataLight());
    act(() => usePreferencesStore.getState().setDataLight(false));
    expect(result.current).toBe(false);

    browserSaves(false);
    act(() => usePreferencesStore.getState().setDataLight(true));
    expect(result.current).toBe(true);
  });

  it('usePictureUrl gives a safe picture address, none while data-light holds pictures back', () => {
    const { result, rerender } = renderHook(({ url }) => usePictureUrl(url), {
      initialProps: { url: 'https://img.example/oats-300.jpg' as unknown },
    });
    expect(result.current).toBe('https://img.example/oats-300.jpg');

    rerender({ url: 'javascript:alert(1)' });
    expect(result.current).toBeNull();

    rerender({ url: 'https://img.example/oats-300.jpg' });
    act(() => usePreferencesStore.getState().setDataLight(true));
    expect(result.current).toBeNull();
    act(() => usePreferencesStore.getState().setDataLight(false));
    expect(result.current).toBe('https://img.example/oats-300.jpg');
  });
});
