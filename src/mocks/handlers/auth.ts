import { normaliseMobile } from '#lib/phone.ts';
import { findByLogin, tokenAccountId } from '../db/accounts.ts';
import type { StoredAccount } from '../db/store-types.ts';
import { fail, type Ctx } from './context.ts';

// Token scheme: sign-in, sign-up and reset-password issue a bearer token, returned as `auth_token`
// next to the account (an extra field the client may read) and in the `X-Auth-Token` header. A
// token works for a day of the backend's clock, and ends early when the password changes (on
// another device's token) or the supplier revokes it (decision 024).
// User-scoped routes accept `Authorization: Bearer <token>` or `Authorization: Basic
// base64(login:password)` (both schemes the API layer can send) and answer 401 without either.

/** Staff tools (supplier order packs) may also use this API key. */
export const STAFF_API_KEY = 'demo-staff-key';
/** The manager import/leaflet calls require this `http-x-auth` value. */
export const MANAGER_AUTH = 'demo-manager-key';

function decodeBasic(encoded: string): [string, string] | null {
  try {
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    const text = new TextDecoder().decode(bytes);
    const colon = text.indexOf(':');
    return colon < 0 ? null : [text.slice(0, colon), text.slice(colon + 1)];
  } catch {
    return null;
  }
}

/** The signed-in account, or null when the request carries no valid credentials. */
export function currentAccount(ctx: Ctx): StoredAccount | null {
  const header = ctx.request.headers.get('Authorization') ?? '';
  const [scheme, value] = header.split(/\s+/, 2);
  if (!value) return null;
  if (scheme?.toLowerCase() === 'bearer') {
    const id = tokenAccountId(ctx.state, value, ctx.now);
    return id === null ? null : (ctx.state.mut.accounts.find((a) => a.id === id) ?? null);
  }
  if (scheme?.toLowerCase() === 'basic') {
    const pair = decodeBasic(value);
    if (!pair) return null;
    const account = findByLogin(ctx.state, normaliseMobile(pair[0]));
    return account && account.password === pair[1] ? account : null;
  }
  return null;
}

export function requireAccount(ctx: Ctx): StoredAccount {
  const account = currentAccount(ctx);
  if (!account) throw fail(401, 'Sign in to continue');
  return account;
}

/** The signed-in account, which must be the one named in the path. */
export function requireSelf(ctx: Ctx, userId: number): StoredAccount {
  const account = requireAccount(ctx);
  if (account.id !== userId) throw fail(403, 'You can only access your own account');
  return account;
}

/** Staff routes: a valid API key, or any signed-in account (the demo has no separate staff logins). */
export function requireStaff(ctx: Ctx): void {
  if (ctx.request.headers.get('X-Api-Key') === STAFF_API_KEY) return;
  if (!currentAccount(ctx)) throw fail(401, 'Staff credentials required');
}
