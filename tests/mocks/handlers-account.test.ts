// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  AccountResponseSchema,
  AddressesResponseSchema,
  AddressResponseSchema,
  DebtorCardResponseSchema,
  PasswordTokenResponseSchema,
} from '../../src/api/schemas/account-calls.ts';
import { OkResponseSchema } from '../../src/api/schemas/common.ts';
import { TOKEN_LIFETIME_MS } from '../../src/mocks/db/accounts.ts';
import { advanceTime } from '../../src/mocks/db/clock.ts';
import { DEBTOR_LOGIN, DEBTOR_PASSWORD, DEMO_LOGIN } from '../../src/mocks/db/seed/accounts.ts';
import { ok, refused, request, signIn, withFreshBackend } from './handlers-helpers.ts';

withFreshBackend();

const ACCOUNT = '/reference/api/v1/account/customer';

describe('accounts', () => {
  it('signs up a new shopper who can then sign in', async () => {
    const body = {
      login: '+27 72 555 0101',
      password: 'secret1',
      first_name: 'Lerato',
      last_name: 'Dlamini',
      profile: { terms: true },
    };
    const signedUp = await ok(AccountResponseSchema, 'POST', `${ACCOUNT}/sign_up`, { body });
    expect(signedUp.account.login).toBe('0725550101');
    expect(signedUp.account.full_name).toBe('Lerato Dlamini');
    const { account } = await signIn('reference', '0725550101', 'secret1');
    expect(account.id).toBe(signedUp.account.id);
    // The v2 path shares the same accounts.
    await ok(AccountResponseSchema, 'POST', '/reference/api/v2/account/customer/sign_in', {
      body: { login: '0725550101', password: 'secret1' },
    });
  });

  it('refuses bad sign-ups and bad passwords with the spec messages', async () => {
    const bad = await refused('POST', `${ACCOUNT}/sign_up`, {
      body: { login: '12345', password: 'abc', first_name: 'A', last_name: 'B', profile: { terms: true } },
    });
    expect(bad.status).toBe(422);
    expect(bad.messages).toEqual(['Invalid mobile phone number', 'Password must be at least 6 characters']);
    const taken = await refused('POST', `${ACCOUNT}/sign_up`, {
      body: {
        login: DEMO_LOGIN,
        password: 'secret1',
        first_name: 'A',
        last_name: 'B',
        profile: { terms: true },
      },
    });
    expect(taken.messages[0]).toMatch(/already exists/);
    const wrong = await refused('POST', `${ACCOUNT}/sign_in`, {
      body: { login: DEMO_LOGIN, password: 'nope' },
    });
    expect(wrong).toEqual({ status: 401, messages: ['Invalid login or password'] });
  });

  it('resets a password with the issued code', async () => {
    const forgot = await request('POST', `${ACCOUNT}/forgot_password`, { body: { login: DEMO_LOGIN } });
    const { demo_code: code } = (await forgot.json()) as { demo_code: string };
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = await refused('POST', `${ACCOUNT}/validate_token`, {
      body: { login: DEMO_LOGIN, token_code: '000000' },
    });
    expect(wrongCode.status).toBe(422);
    const { token_id } = await ok(PasswordTokenResponseSchema, 'POST', `${ACCOUNT}/validate_token`, {
      body: { login: DEMO_LOGIN, token_code: code },
    });
    await ok(AccountResponseSchema, 'POST', `${ACCOUNT}/reset_password`, {
      body: { token_id, password: 'newpass1' },
    });
    await signIn('reference', DEMO_LOGIN, 'newpass1');
    // A used token cannot reset again.
    expect(
      (await refused('POST', `${ACCOUNT}/reset_password`, { body: { token_id, password: 'other12' } }))
        .status,
    ).toBe(422);
  });

  it('requires a bearer token (or basic auth) on user routes', async () => {
    const { token, account } = await signIn('reference');
    expect((await refused('GET', `/reference/api/v1/users/${account.id}/addresses`)).status).toBe(401);
    expect((await refused('GET', `/reference/api/v1/users/502/addresses`, { token })).status).toBe(403);
    const basic = `Basic ${btoa('0821234567:demo1234')}`;
    await ok(AddressesResponseSchema, 'GET', `/reference/api/v1/users/${account.id}/addresses`, {
      headers: { Authorization: basic },
    });
  });

  it('ends a bearer token after a day of the backend clock, as a supplier does', async () => {
    const { token, account } = await signIn('reference');
    const addresses = `/reference/api/v1/users/${account.id}/addresses`;
    advanceTime(TOKEN_LIFETIME_MS - 60_000);
    await ok(AddressesResponseSchema, 'GET', addresses, { token });
    advanceTime(60_000);
    expect(await refused('GET', addresses, { token })).toEqual({
      status: 401,
      messages: ['Sign in to continue'],
    });
    // Signing in again gives a token that works.
    await ok(AddressesResponseSchema, 'GET', addresses, { token: (await signIn('reference')).token });
  });

  it("a new password ends the shopper's other tokens and keeps the one that changed it", async () => {
    const phone = await signIn('reference');
    const laptop = await signIn('reference');
    const addresses = `/reference/api/v1/users/${laptop.account.id}/addresses`;
    await ok(AccountResponseSchema, 'PATCH', `${ACCOUNT}/${laptop.account.id}/update`, {
      token: laptop.token,
      body: { account: { password: 'a-new-secret' } },
    });
    await ok(AddressesResponseSchema, 'GET', addresses, { token: laptop.token });
    expect((await refused('GET', addresses, { token: phone.token })).status).toBe(401);
  });

  it('updates the profile and manages addresses', async () => {
    const { token, account } = await signIn('market');
    const updated = await ok(
      AccountResponseSchema,
      'PATCH',
      `/market/api/v1/account/customer/${account.id}/update`,
      {
        token,
        body: { account: { first_name: 'Thandeka', id_number: '9001015009087' } },
      },
    );
    expect(updated.account.full_name).toBe('Thandeka Mokoena');
    const created = await ok(AddressResponseSchema, 'POST', `/market/api/v2/users/${account.id}/addresses`, {
      token,
      body: { address: { formatted: '5 Main Road, Muizenberg', latitude: -34.1, longitude: 18.47 } },
    });
    let list = await ok(AddressesResponseSchema, 'GET', `/market/api/v1/users/${account.id}/addresses`, {
      token,
    });
    expect(list.addresses.map((a) => a.id)).toContain(created.address.id);
    await ok(
      OkResponseSchema,
      'DELETE',
      `/market/api/v1/users/${account.id}/addresses/${created.address.id}`,
      { token },
    );
    list = await ok(AddressesResponseSchema, 'GET', `/market/api/v1/users/${account.id}/addresses`, {
      token,
    });
    expect(list.addresses.map((a) => a.id)).not.toContain(created.address.id);
  });

  it('requests a debtor card that the supplier approves a little later', async () => {
    const { token, account } = await signIn('market', DEBTOR_LOGIN, DEBTOR_PASSWORD);
    const { debtor_card } = await ok(
      DebtorCardResponseSchema,
      'POST',
      `/market/api/v1/users/${account.id}/new_debtor_card`,
      { token, body: { supplier_id: 25 } },
    );
    expect(debtor_card.status).toBe('pending');
    expect(debtor_card.debtor_card_number).toBeNull();
    advanceTime(3 * 60_000);
    const again = await signIn('market', DEBTOR_LOGIN, DEBTOR_PASSWORD);
    const card = again.account.debtor_cards.find((c) => c.id === debtor_card.id);
    expect(card?.status).toBe('accepted');
    // The demo shopper has no ID number or business address, so must register as a debtor first.
    const shopper = await signIn('market');
    const refusedCard = await refused('POST', `/market/api/v1/users/${shopper.account.id}/new_debtor_card`, {
      token: shopper.token,
      body: { supplier_id: 25 },
    });
    expect(refusedCard.status).toBe(422);
  });
});
