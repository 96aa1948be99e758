import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../../src/lib/use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the first value at once, and a new one only after it has rested for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'oa' },
    });
    expect(result.current).toBe('oa');

    rerender({ value: 'oat' });
    act(() => vi.advanceTimersByTime(400));
    // A change inside the delay starts it again: only the value the shopper stopped at is given.
    rerender({ value: 'oats' });
    act(() => vi.advanceTimersByTime(400));
    expect(result.current).toBe('oa');

    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('oats');
  });
});
