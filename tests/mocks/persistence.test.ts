import { afterEach, describe, expect, it } from 'vitest';
import { AccountResponseSchema } from '../../src/api/schemas/account-calls.ts';
import {
  getState,
  resetState,
  setPersistence,
  storageKey,
  webStoragePersistence,
} from '../../src/mocks/db/state.ts';
import { ok, refused, signIn, withFreshBackend } from './handlers-helpers.ts';

// The demo in the browser keeps what a shopper did across reloads: this plays a reload by dropping
// the in-memory state and building it again from the same Web Storage.
withFreshBackend();

const signUp = {
  login: '0725550199',
  password: 'secret1',
  first_name: 'Thandi',
  last_name: 'Nkosi',
  profile: { terms: true },
};

function reload(): void {
  setPersistence(webStoragePersistence(localStorage));
}

afterEach(() => {
  setPersistence({ load: () => null, save: () => {}, clear: () => {} });
});

describe('demo state in the browser', () => {
  it('keeps a new account across a reload, under a namespaced versioned key', async () => {
    reload();
    await ok(AccountResponseSchema, 'POST', '/reference/api/v1/account/customer/sign_up', { body: signUp });
    expect(localStorage.getItem(storageKey('reference'))).toContain('0725550199');
    expect(storageKey('reference')).toBe('storefront-demo:reference:v1');
    expect(localStorage.getItem(storageKey('market'))).toBeNull();

    reload();
    const { account } = await signIn('reference', signUp.login, signUp.password);
    expect(account.first_name).toBe('Thandi');
  });

  it('starts from the seed after a reset', async () => {
    reload();
    await ok(AccountResponseSchema, 'POST', '/reference/api/v1/account/customer/sign_up', { body: signUp });
    resetState();
    expect(localStorage.getItem(storageKey('reference'))).toBeNull();
    reload();
    const wrong = await refused('POST', '/reference/api/v1/account/customer/sign_in', {
      body: { login: signUp.login, password: signUp.password },
    });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
  });

  it('ignores stored state that is unreadable or from another version', async () => {
    localStorage.setItem(storageKey('reference'), '{not json');
    reload();
    expect(getState('reference').mut.version).toBe(1);
    localStorage.setItem(storageKey('reference'), JSON.stringify({ version: 0, accounts: [] }));
    reload();
    expect(getState('reference').mut.accounts.length).toBeGreaterThan(0);
  });
});
