import type { FirstPage } from './first-page-calls';

// Which catalogue page the address opens, read before the app has loaded the way its router will
// read it, so that the early requests are the app's own; where it cannot tell, it says null.

/** The catalogue page at `pathname` whose first calls are known, as the router matches it. */
export function pageAt(pathname: string): FirstPage | null {
  if (pathname === '/') return { name: 'home' };
  const match = /^\/(category|product)\/([1-9]\d{0,14})$/.exec(pathname);
  return match ? { name: match[1] as 'category' | 'product', id: Number(match[2]) } : null;
}
