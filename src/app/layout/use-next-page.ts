import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Whether news that became `known` may be shown now: only from the next page on. The shell's
 * order checks answer seconds after a page opens, when the shopper may be reaching for something;
 * anything appearing then, even a banner that only pushes the page down, can take that tap.
 */
export function useFromNextPage(known: boolean): boolean {
  const { key } = useLocation();
  const [knownOn, setKnownOn] = useState<string | null>(null);
  if (known && knownOn === null) setKnownOn(key);
  if (!known && knownOn !== null) setKnownOn(null);
  return known && knownOn !== null && knownOn !== key;
}
