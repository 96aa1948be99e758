// `return_to` / `redirect_to` arrive in the URL, so anyone can craft them: an open redirect would let
// a phishing link land on our sign-in page and bounce the shopper to a look-alike site.

const MAX_DECODE_ROUNDS = 3;

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
  if (!value) return '/';
  const decoded = decodeFully(value.trim());
  if (decoded === null) return '/';
  // Control characters and whitespace are how `java\tscript:` and `/\t/evil` slip through parsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\u0000-\u001f\u007f\s]/.test(decoded)) return '/';
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(value.trim(), origin);
  } catch {
    return '/';
  }
  if (url.origin !== new URL(origin).origin) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
