import { http } from 'msw';
import {
  AccountResponseSchema,
  SessionResponseSchema,
  AccountUpdateBodySchema,
  ForgotPasswordBodySchema,
  PasswordTokenResponseSchema,
  ResetPasswordBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  ValidateTokenBodySchema,
} from '#api/schemas/account-calls.ts';
import { isMobileNumber, normaliseMobile } from '#lib/phone.ts';
import { findByLogin, issueToken, presentAccount, revokeTokens } from '../db/accounts.ts';
import { nextId } from '../db/state.ts';
import type { StoredAccount } from '../db/store-types.ts';
import { requireSelf } from './auth.ts';
import { fail, idempotent, idParam, json, readBody, route, type Ctx } from './context.ts';

// Sign in / sign up / password reset / update, under /api/v1 and /api/v2 (same bodies and answers).

const RESET_CODE_TTL_MS = 15 * 60_000;
const MAX_CODE_ATTEMPTS = 5;

function checkVersion(ctx: Ctx): void {
  if (ctx.params.version !== 'v1' && ctx.params.version !== 'v2') throw fail(404, 'Unknown API version');
}

/** The account plus a fresh bearer token (body field `auth_token` and header `X-Auth-Token`). */
function signedIn(ctx: Ctx, account: StoredAccount): Response {
  const token = issueToken(ctx.state, account.id, ctx.now);
  const body = { status: 'ok' as const, account: { ...presentAccount(account, ctx.now), auth_token: token } };
  return json(SessionResponseSchema, body, { headers: { 'X-Auth-Token': token } });
}

/** Spec messages (section 5) before the schema's generic ones. */
async function readSignUp(ctx: Ctx) {
  const raw = (await ctx.request
    .clone()
    .json()
    .catch(() => ({}))) as Record<string, unknown>;
  const errors: string[] = [];
  const login = typeof raw.login === 'string' ? normaliseMobile(raw.login) : '';
  if (!login) errors.push('A mobile phone number is required');
  else if (!isMobileNumber(login)) errors.push('Invalid mobile phone number');
  if (typeof raw.password !== 'string' || raw.password.length < 6)
    errors.push('Password must be at least 6 characters');
  if (!raw.first_name || !raw.last_name) errors.push('Required');
  const profile = (raw.profile ?? {}) as Record<string, unknown>;
  if (profile.terms !== true) errors.push('You must accept the terms and conditions');
  if (errors.length) throw fail(422, ...errors);
  return { ...(await readBody(ctx, SignUpBodySchema)), login };
}

export const accountHandlers = [
  http.post(
    '*/api/:version/account/:scope/sign_in',
    route(async (ctx) => {
      checkVersion(ctx);
      const body = await readBody(ctx, SignInBodySchema);
      const account = findByLogin(ctx.state, body.login);
      if (!account || account.password !== body.password) return fail(401, 'Invalid login or password');
      return signedIn(ctx, account);
    }),
  ),

  http.post(
    '*/api/:version/account/:scope/sign_up',
    route(async (ctx) => {
      checkVersion(ctx);
      const body = await readSignUp(ctx);
      const existing = findByLogin(ctx.state, body.login);
      const id = idempotent(ctx, 'sign_up', () => {
        if (existing) throw fail(422, 'An account with this mobile number already exists');
        const account: StoredAccount = {
          id: nextId(ctx.state, 'account'),
          login: body.login,
          password: body.password,
          first_name: body.first_name,
          last_name: body.last_name,
          full_name: `${body.first_name} ${body.last_name}`,
          email: null,
          profile: {
            language: 'en',
            ...body.profile,
            sms_marketing: body.profile.sms_marketing ?? false,
          } as StoredAccount['profile'],
          id_number: null,
          business_address_1: null,
          debtor_cards: [],
          addresses: body.address
            ? [
                {
                  id: nextId(ctx.state, 'address'),
                  bridge_id: body.address.bridge_id ?? null,
                  bridge_name: null,
                  created_at: ctx.now.toISOString(),
                  formatted: body.address.formatted,
                  latitude: body.address.latitude,
                  longitude: body.address.longitude,
                  unit_or_floor: body.address.unit_or_floor ?? '',
                },
              ]
            : [],
          demo: false,
          push_subscriptions: [],
          beta_tester: false,
          credit_in_cents: 0,
          marketing_id: null,
        };
        ctx.state.mut.accounts.push(account);
        return account.id;
      });
      const account = ctx.state.mut.accounts.find((a) => a.id === id);
      return account ? signedIn(ctx, account) : fail(500, 'Internal server error');
    }),
  ),

  http.post(
    '*/api/:version/account/:scope/forgot_password',
    route(async (ctx) => {
      checkVersion(ctx);
      const body = await readBody(ctx, ForgotPasswordBodySchema);
      const account = findByLogin(ctx.state, body.login);
      // Same answer whether or not the number is registered, so the form cannot probe for accounts.
      if (!account) return json(PasswordTokenResponseSchema, { status: 'ok' });
      const code = String(Math.floor(100_000 + Math.random() * 900_000));
      ctx.state.mut.reset_codes.push({
        token_id: nextId(ctx.state, 'reset'),
        account_id: account.id,
        code,
        expires_at: new Date(ctx.now.getTime() + RESET_CODE_TTL_MS).toISOString(),
        attempts: 0,
        validated: false,
        used: false,
      });
      // No SMS in a fake backend: the code is logged and returned as `demo_code` (ignored by the app).
      console.info(`[fake backend] password reset code for ${account.login}: ${code}`);
      const answer = { status: 'ok' as const, demo_code: code };
      return json(PasswordTokenResponseSchema, answer);
    }),
  ),

  http.post(
    '*/api/:version/account/:scope/validate_token',
    route(async (ctx) => {
      checkVersion(ctx);
      const body = await readBody(ctx, ValidateTokenBodySchema);
      const account = findByLogin(ctx.state, body.login);
      const pending = ctx.state.mut.reset_codes
        .filter((r) => r.account_id === account?.id && !r.used && r.expires_at > ctx.now.toISOString())
        .at(-1);
      if (!pending || pending.attempts >= MAX_CODE_ATTEMPTS) return fail(422, 'Invalid or expired code');
      pending.attempts += 1;
      if (pending.code !== body.token_code.trim()) return fail(422, 'Invalid or expired code');
      pending.validated = true;
      return json(PasswordTokenResponseSchema, { status: 'ok', token_id: pending.token_id });
    }),
  ),

  http.post(
    '*/api/:version/account/:scope/reset_password',
    route(async (ctx) => {
      checkVersion(ctx);
      const body = await readBody(ctx, ResetPasswordBodySchema);
      const reset = ctx.state.mut.reset_codes.find((r) => String(r.token_id) === String(body.token_id));
      if (!reset || !reset.validated || reset.used || reset.expires_at <= ctx.now.toISOString()) {
        return fail(422, 'This reset link has expired, request a new code');
      }
      const account = ctx.state.mut.accounts.find((a) => a.id === reset.account_id);
      if (!account) return fail(404, 'Account not found');
      reset.used = true;
      account.password = body.password;
      // Whoever knew the old password is signed out wherever they were.
      revokeTokens(ctx.state, account.id);
      return signedIn(ctx, account);
    }),
  ),

  http.patch(
    '*/api/:version/account/:scope/:id/update',
    route(async (ctx) => {
      checkVersion(ctx);
      const account = requireSelf(ctx, idParam(ctx, 'id'));
      const { account: changes } = await readBody(ctx, AccountUpdateBodySchema);
      if (changes.login !== undefined) {
        const login = normaliseMobile(changes.login);
        if (!isMobileNumber(login)) return fail(422, 'Invalid mobile phone number');
        const other = findByLogin(ctx.state, login);
        if (other && other.id !== account.id)
          return fail(422, 'An account with this mobile number already exists');
        account.login = login;
      }
      if (changes.password !== undefined) {
        account.password = changes.password;
        // A new password signs the shopper's other devices out; this one stays signed in.
        const [, token] = (ctx.request.headers.get('Authorization') ?? '').split(/\s+/, 2);
        revokeTokens(ctx.state, account.id, token);
      }
      if (changes.first_name !== undefined) account.first_name = changes.first_name;
      if (changes.last_name !== undefined) account.last_name = changes.last_name;
      account.full_name = `${account.first_name} ${account.last_name}`;
      if (changes.id_number !== undefined) account.id_number = changes.id_number;
      if (changes.business_address_1 !== undefined) account.business_address_1 = changes.business_address_1;
      if (changes.profile)
        account.profile = { ...account.profile, ...changes.profile } as StoredAccount['profile'];
      return json(AccountResponseSchema, { status: 'ok', account: presentAccount(account, ctx.now) });
    }),
  ),
];
