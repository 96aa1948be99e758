// `return_to` / `redirect_to` arrive in the URL, so anyone can craft them: an open redirect would let
// a phishing link land on our sign-in page and bounce the shopper to a look-alike site.

const MAX_DECODE_ROUNDS = 3;
// Real return paths are short; a cap keeps decoding and parsing cheap on hostile input.
const MAX_LENGTH = 2048;
// Any origin will do for the final check: only "did it stay on the same origin?" matters.
const CHECK_ORIGIN = 'https://storefront.invalid';

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f\s]/;

function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after several rounds: deliberately obfuscated, refuse it.
  return null;
}

/**
 * The in-app path to go to after sign-in: `value` when it is a same-origin relative path
 * (`/orders?page=2`), else `/`. Rejects `//host`, `/\host`, schemes and their encoded forms.
 */
export function safeReturnPath(
  value: string | null | undefined,
  origin = 'https://storefront.invalid',
): string {
  if (!value || value.length > MAX_LENGTH) return '/';
  const decoded = decodeFully(value.trim());
  if (decoded === null) return '/';
  // Control characters and whitespace are how `java\tscript:` and `/\t/evil` slip through parsers.
  if (!isLocalPath(decoded)) return '/';
  let url: URL;
  try {
    url = new URL(value.trim(), origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  const result = `${url.pathname}${url.search}${url.hash}`;
  // Check again what we actually return: `new URL()` collapses dot segments after the checks
  // above, so `/..//evil.example` or `/%2e//evil.example` come out as `//evil.example`.
  if (!isLocalPath(result)) return '/';
  try {
    if (new URL(result, CHECK_ORIGIN).origin !== CHECK_ORIGIN) return '/';
  } catch {
    return '/';
  }
  return result;
}

/** `/` or `/x…` (x not `/` or `\`), with no backslash, control character or whitespace anywhere. */
function isLocalPath(path: string): boolean {
  if (CONTROL_OR_SPACE.test(path) || path.includes('\\')) return false;
  return path === '/' || (path.startsWith('/') && path[1] !== '/');
}
