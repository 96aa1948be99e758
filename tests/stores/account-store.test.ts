import { describe, expect, it } from 'vitest';
import { anAccount } from '../support/fixtures';
import { isSignedIn, useAccountStore } from '../../src/stores/account-store';
import { ACCOUNT_STORE_KEY } from '../../src/stores/store-keys';

const thandi = anAccount({ id: 42, first_name: 'Thandi', last_name: 'Mokoena', full_name: 'Thandi Mokoena' });

describe('account store', () => {
  it('signs in, keeps the token across a profile update, and signs out', () => {
    expect(isSignedIn()).toBe(false);
    useAccountStore.getState().signIn(thandi, 'token-abc');
    expect(isSignedIn()).toBe(true);

    useAccountStore.getState().update({ ...thandi, first_name: 'Thandiwe' });
    expect(useAccountStore.getState()).toMatchObject({
      account: { first_name: 'Thandiwe' },
      token: 'token-abc',
    });

    useAccountStore.getState().signOut();
    expect(isSignedIn()).toBe(false);
    expect(useAccountStore.getState().token).toBeNull();
  });

  it('persists account and token under storefront.account, without what can be refetched', () => {
    useAccountStore.getState().signIn(thandi, null);
    const { addresses, id_number, debtor_cards, ...stored } = thandi;
    expect(JSON.parse(localStorage.getItem(ACCOUNT_STORE_KEY) ?? 'null')).toEqual({
      state: { account: stored, token: null },
      version: 2,
    });
    // In memory the account stays whole (tests/stores/account-persist.test.ts has the details).
    expect(useAccountStore.getState().account).toEqual({ ...stored, addresses, id_number, debtor_cards });
  });

  it('restores a signed-in shopper at start', async () => {
    localStorage.setItem(
      'storefront.account',
      JSON.stringify({ state: { account: thandi, token: 'token-xyz' }, version: 1 }),
    );
    await useAccountStore.persist.rehydrate();
    expect(isSignedIn()).toBe(true);
    expect(useAccountStore.getState().token).toBe('token-xyz');
  });

  it('drops a version-0 session', async () => {
    localStorage.setItem(
      ACCOUNT_STORE_KEY,
      JSON.stringify({ state: { account: thandi, token: 't' }, version: 0 }),
    );
    await useAccountStore.persist.rehydrate();
    expect(isSignedIn()).toBe(false);
    expect(useAccountStore.getState().token).toBeNull();
  });
});
