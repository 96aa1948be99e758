import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../../src/api/operations/account';
import { useAccountStore } from '../../../src/stores/account-store';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { holdAnswers, server } from '../../support/msw';
import { reloadAccount, renderApp, type RenderAppOptions } from '../../support/render-app';

// ID number and debtor cards are not stored (issue 11 item 10): after a reload the store has the
// shopper's name and session but not those, and the debtor cards screen reads them again before it
// shows anything that depends on them.

const VALID_ID = '8001015009087';
const UPDATE = '*/account/:scope/:id/update';
const cardsList = () => screen.findByRole('list', { name: 'Your debtor cards' });
const registrationHeading = () => screen.queryByRole('heading', { name: 'Register for debtor cards' });

/** The debtor cards screen of `user` at Khaya Fresh (market), after `before`: a reload unless a test says. */
const openAfterReload = (user: RenderAppOptions['user'], before: () => Promise<void> = reloadAccount) =>
  renderApp({ deployment: 'market', supplier: KHAYA_FRESH, user, route: '/debtorcards', before });

describe('debtor cards after a reload', () => {
  it('waits for the account instead of asking a registered debtor to register, then lists the cards', async () => {
    const refresh = holdAnswers('patch', UPDATE);
    await openAfterReload('debtor', async () => {
      await reloadAccount();
      expect(useAccountStore.getState().account).toMatchObject({ id_number: null, debtor_cards: [] });
    });
    await refresh.asked;
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(registrationHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your debtor cards' })).not.toBeInTheDocument();

    refresh.release();
    expect(within(await cardsList()).getAllByRole('listitem')).toHaveLength(4);
    expect(registrationHeading()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Request a debtor card' })).toBeVisible();
  });

  it('fills the ID number in from the server again for a shopper who still needs an address', async () => {
    await openAfterReload('demo', async () => {
      const id = useAccountStore.getState().account?.id ?? 0;
      const { account } = await accountApi.update({ id, body: { account: { id_number: VALID_ID } } });
      useAccountStore.getState().update(account);
      await reloadAccount();
      expect(localStorage.getItem('storefront.account')).not.toContain(VALID_ID);
    });
    expect(await screen.findByRole('heading', { name: 'Register for debtor cards' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'ID number' })).toHaveValue(VALID_ID);
    expect(screen.getByRole('textbox', { name: 'Business address' })).toHaveValue('');
  });

  it('says the account could not be read, with a retry, rather than showing an empty screen', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.patch(UPDATE, () =>
        fail ? HttpResponse.json({ status: 'error', messages: [] }, { status: 503 }) : undefined,
      ),
    );
    await openAfterReload('debtor');
    expect(await screen.findByText('Something went wrong, try again')).toBeVisible();
    expect(registrationHeading()).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your debtor cards' })).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await cardsList()).getAllByRole('listitem')).toHaveLength(4);
    expect(registrationHeading()).not.toBeInTheDocument();
  });
});
