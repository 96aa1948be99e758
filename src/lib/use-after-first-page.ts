import { useEffect, useState } from 'react';
import { afterFirstPage, isAfterFirstPage } from './first-page-gate';

/**
 * Whether the first page has had its quiet moment (first-page-gate.ts): false on a page opened by
 * a link until then, true at once on every page opened after it. For what a screen shows below its
 * own content, which need not share a slow link with the page's scripts, data and lead picture.
 */
export function useAfterFirstPage(): boolean {
  const [after, setAfter] = useState(isAfterFirstPage);
  useEffect(() => {
    if (after) return;
    let mounted = true;
    void afterFirstPage().then(() => mounted && setAfter(true));
    return () => {
      mounted = false;
    };
  }, [after]);
  return after;
}
