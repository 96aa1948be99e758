import { describe, expect, it } from 'vitest';
import type { Account } from '../../src/api/schemas/account';
import { isSignedIn, useAccountStore } from '../../src/stores/account-store';
import { anAccount } from '../support/fixtures';
import { ACCOUNT_STORE_KEY } from '../../src/stores/store-keys';

// What the app can read again from the server about a person (addresses, ID number, debtor cards)
// is kept in memory for the tab's session but never written to localStorage (issue 11 item 10).

const ID_NUMBER = '8001015009087';
const CARD_NUMBER = 'BBT-000482';
const STREET = '14 Dlamini Street, Gugulethu';

const debtor: Account = anAccount({
  id: 42,
  first_name: 'Thandi',
  full_name: 'Thandi Mokoena',
  id_number: ID_NUMBER,
  business_address_1: '1 Main Road, Philippi',
  addresses: [
    {
      id: 7,
      bridge_id: null,
      bridge_name: null,
      created_at: '2024-05-01T10:00:00Z',
      formatted: STREET,
      latitude: -33.98,
      longitude: 18.57,
      unit_or_floor: 'Flat 3',
    },
  ],
  debtor_cards: [
    {
      id: 3,
      supplier_id: 23,
      status: 'accepted',
      debtor_card_number: CARD_NUMBER,
      supplier_branch: 'Bellville Bulk Traders',
      balance_in_cents: 185_000,
    },
  ],
});

const NOT_LOADED = { addresses: [], id_number: null, debtor_cards: [] };
const stored = () => localStorage.getItem(ACCOUNT_STORE_KEY) ?? '';

async function storedAs(state: unknown, version: number): Promise<void> {
  localStorage.setItem(ACCOUNT_STORE_KEY, JSON.stringify({ state, version }));
  await useAccountStore.persist.rehydrate();
}

describe('what the account store writes', () => {
  it('keeps the whole account in memory and leaves addresses, ID number and cards out of storage', () => {
    useAccountStore.getState().signIn(debtor, 'tok');
    expect(useAccountStore.getState()).toMatchObject({ account: debtor, token: 'tok', complete: true });

    const raw = stored();
    for (const secret of [ID_NUMBER, CARD_NUMBER, STREET, 'id_number', 'debtor_cards', 'addresses'])
      expect(raw).not.toContain(secret);
    const { state, version } = JSON.parse(raw) as { state: { account: object }; version: number };
    expect(version).toBe(2);
    expect(state.account).toMatchObject({ id: 42, login: debtor.login, first_name: 'Thandi' });

    // A refresh that brings new cards is not written either.
    useAccountStore.getState().update({ ...debtor, debtor_cards: [] });
    expect(stored()).not.toContain(ID_NUMBER);
  });
});

describe('reading the account back', () => {
  it('reads a version-1 account (stored whole) signed in, without the parts no longer stored', async () => {
    await storedAs({ account: debtor, token: 'tok' }, 1);
    expect(isSignedIn()).toBe(true);
    expect(useAccountStore.getState()).toMatchObject({
      account: { id: 42, first_name: 'Thandi', business_address_1: '1 Main Road, Philippi', ...NOT_LOADED },
      token: 'tok',
      complete: false,
    });
    // The migration writes the account back without them.
    expect(stored()).not.toContain(ID_NUMBER);
    expect(stored()).not.toContain(CARD_NUMBER);
    expect(stored()).not.toContain(STREET);
  });

  it('reads the stored shape (no addresses, ID number or cards) as a whole account', async () => {
    useAccountStore.getState().signIn(debtor, 'tok');
    const raw = stored();
    useAccountStore.setState(useAccountStore.getInitialState());
    localStorage.setItem(ACCOUNT_STORE_KEY, raw);
    await useAccountStore.persist.rehydrate();
    expect(useAccountStore.getState()).toMatchObject({
      account: { ...debtor, ...NOT_LOADED },
      token: 'tok',
      complete: false,
    });
  });

  it('ignores those parts if a stored account has them anyway', async () => {
    await storedAs({ account: debtor, token: 'tok' }, 2);
    expect(useAccountStore.getState().account).toMatchObject(NOT_LOADED);
  });

  it('still signs out on an account it cannot read', async () => {
    for (const account of ['oops', { id: 'x' }, { ...anAccount(), login: 7 }]) {
      useAccountStore.getState().signIn(debtor, 'tok');
      await storedAs({ account, token: 'tok' }, 2);
      expect(isSignedIn()).toBe(false);
      expect(useAccountStore.getState().token).toBeNull();
    }
  });

  it("reads another tab's write without the unstored parts, to be read again from the server", async () => {
    useAccountStore.getState().signIn(debtor, 'tok');
    await storedAs({ account: { ...debtor, first_name: 'Thandiwe' }, token: 'tok' }, 2);
    expect(useAccountStore.getState()).toMatchObject({
      account: { ...debtor, first_name: 'Thandiwe', ...NOT_LOADED },
      complete: false,
    });
    await storedAs({ account: { ...debtor, id: 43 }, token: 'other' }, 2);
    expect(useAccountStore.getState()).toMatchObject({ account: { id: 43, ...NOT_LOADED }, complete: false });
  });
});
