import { useSearchParams } from 'react-router';
import { safeReturnPath } from '#lib/safe-redirect.ts';

/**
 * Where the account pages send the shopper when done: `return_to` / `redirect_to` when it is a path
 * on this site, else home. `query` carries it on to the sibling page (sign in ⇄ register ⇄ reset).
 */
export function useReturnTarget(): { target: string; query: string } {
  const [params] = useSearchParams();
  const raw = params.get('return_to') ?? params.get('redirect_to');
  const target = safeReturnPath(raw, window.location.origin);
  return { target, query: raw ? `return_to=${encodeURIComponent(target)}` : '' };
}
