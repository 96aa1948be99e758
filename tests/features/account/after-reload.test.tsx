import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../src/api/operations/account';
import { useAccountStore } from '../../../src/stores/account-store';
import { server, withListsBackend } from '../catalog/lists-harness';
import { DEBTOR, openDebtorCards, SHOPPER, signInToMarket } from '../debtor-cards/harness';
import { reloadAccount } from './signed-in';

// ID number and debtor cards are not stored (issue 11 item 10): after a reload the store has the
// shopper's name and session but not those, and the debtor cards screen reads them again before it
// shows anything that depends on them.

withListsBackend();

const VALID_ID = '8001015009087';
const UPDATE = '*/account/:scope/:id/update';
const cardsList = () => screen.findByRole('list', { name: 'Your debtor cards' });
const registrationHeading = () => screen.queryByRole('heading', { name: 'Register for debtor cards' });

/** Holds the account refresh until `release()`; `asked` settles when the screen has sent it. */
function holdRefresh() {
  let release = () => {};
  let asked = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent = new Promise<void>((resolve) => (asked = resolve));
  server.use(
    http.patch(UPDATE, async () => {
      asked();
      await held;
      return undefined; // on to the fake backend
    }),
  );
  return { sent, release: () => release() };
}

describe('debtor cards after a reload', () => {
  it('waits for the account instead of asking a registered debtor to register, then lists the cards', async () => {
    await signInToMarket(DEBTOR);
    await reloadAccount();
    expect(useAccountStore.getState().account).toMatchObject({ id_number: null, debtor_cards: [] });
    const refresh = holdRefresh();
    openDebtorCards();
    await refresh.sent;
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(registrationHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your debtor cards' })).not.toBeInTheDocument();

    refresh.release();
    expect(within(await cardsList()).getAllByRole('listitem')).toHaveLength(4);
    expect(registrationHeading()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request a debtor card' })).toBeVisible();
  });

  it('fills the ID number in from the server again for a shopper who still needs an address', async () => {
    await signInToMarket(SHOPPER);
    const id = useAccountStore.getState().account?.id ?? 0;
    const { account } = await accountApi.update({ id, body: { account: { id_number: VALID_ID } } });
    useAccountStore.getState().update(account);
    await reloadAccount();
    expect(localStorage.getItem('storefront.account')).not.toContain(VALID_ID);

    openDebtorCards();
    expect(await screen.findByRole('heading', { name: 'Register for debtor cards' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ID number' })).toHaveValue(VALID_ID);
    expect(screen.getByRole('textbox', { name: 'Business address' })).toHaveValue('');
  });

  it('says the account could not be read, with a retry, rather than showing an empty screen', async () => {
    const user = userEvent.setup();
    await signInToMarket(DEBTOR);
    await reloadAccount();
    let fail = true;
    server.use(
      http.patch(UPDATE, () =>
        fail ? HttpResponse.json({ status: 'error', messages: [] }, { status: 503 }) : undefined,
      ),
    );
    openDebtorCards();
    expect(await screen.findByText('Something went wrong, try again')).toBeVisible();
    expect(registrationHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your debtor cards' })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await cardsList()).getAllByRole('listitem')).toHaveLength(4);
    expect(registrationHeading()).not.toBeInTheDocument();
  });
});
