import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`. The first render returns it at once, so a
 * search restored from the URL (reload, Back) runs without waiting.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
