import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAccountStore } from '../../../src/stores/account-store';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { SEA_POINT } from '../../support/fixtures';
import { server } from '../../support/msw';
import { renderApp, type RenderAppOptions } from '../../support/render-app';

// The debtor (ID number and business address on file) with accepted, pending and rejected cards, at
// Khaya Fresh in the market deployment (the only one offering DEBTORCARD).

const openDebtorCards = (options: RenderAppOptions = {}) =>
  renderApp({
    deployment: 'market',
    supplier: KHAYA_FRESH,
    user: 'debtor',
    route: '/debtorcards',
    ...options,
  });

const cardsList = () => screen.findByRole('list', { name: 'Your debtor cards' });
/** The label: value pairs a card or dialog shows (its <dl>). */
function factsOf(element: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );
}

const cardOf = (list: HTMLElement, branch: string) => {
  const item = within(list).getByRole('heading', { name: branch }).closest('li');
  if (!item) throw new Error(`no card for ${branch}`);
  return item;
};

describe('debtor card list', () => {
  it('shows each card’s number, status, and Active and a balance only when accepted', async () => {
    await openDebtorCards();
    const list = await cardsList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'Register for debtor cards' })).not.toBeInTheDocument();

    expect(factsOf(cardOf(list, 'Bellville Bulk Traders'))).toEqual({
      'Card number': 'BBT-000482',
      Status: 'Accepted Active',
      Balance: 'R 1 850.00',
    });
    expect(within(cardOf(list, 'Bellville Bulk Traders')).getByText('Active')).toBeVisible();
    expect(factsOf(cardOf(list, 'Khaya Fresh Market'))).toMatchObject({ Balance: 'R 40.00' });

    const plein = cardOf(list, 'Plein Family Grocer');
    expect(factsOf(plein)).toEqual({ 'Card number': 'Not issued yet', Status: 'Pending' });
    expect(within(plein).queryByRole('button')).not.toBeInTheDocument();

    const claremont = cardOf(list, 'Claremont Wholefoods Co-op');
    expect(factsOf(claremont)).toEqual({ 'Card number': 'Not issued yet', Status: 'Rejected' });
    expect(within(claremont).queryByRole('button')).not.toBeInTheDocument();
    expect(within(list).getAllByText('Active')).toHaveLength(2);
  });

  it('opens the top-up details with the bank account and the card number as reference', async () => {
    const user = userEvent.setup();
    await openDebtorCards();
    await cardsList();
    const opener = screen.getByRole('button', { name: 'Top-up details: Bellville Bulk Traders' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Top up your card at Bellville Bulk Traders' });
    expect(await within(dialog).findByText('Standard Bank')).toBeVisible();
    expect(factsOf(dialog)).toEqual({
      Bank: 'Standard Bank',
      'Branch code': '051001',
      'Account name': 'Bellville Bulk Traders (Pty) Ltd',
      'Account number': '072315648',
      'Account type': 'Current',
      'Payment reference': 'BBT-000482',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('says when the shop has shared no bank details', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/catalog/v1/suppliers/:id', () =>
        HttpResponse.json({
          status: 'ok',
          supplier: {
            id: 21,
            name: 'Khaya Fresh Market',
            image_url: null,
            lat: -34.04,
            lon: 18.67,
            api_endpoint: null,
            closed_text: null,
            disabled: false,
            formatted_address: null,
            hours: [],
            bank_name: null,
            bank_account: null,
          },
        }),
      ),
    );
    await openDebtorCards();
    await cardsList();
    await user.click(screen.getByRole('button', { name: 'Top-up details: Khaya Fresh Market' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(
        'This shop has not shared its bank details yet. Ask in store how to top up your card.',
      ),
    ).toBeVisible();
  });

  it('refreshes the cards from the server when the screen opens', async () => {
    // As if signed in before these cards existed.
    await openDebtorCards({
      before: () => {
        const account = useAccountStore.getState().account;
        if (!account) throw new Error('not signed in');
        useAccountStore.getState().update({ ...account, debtor_cards: [] });
      },
    });
    const list = await cardsList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('keeps showing the stored cards and offers a retry when the refresh fails', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.patch('*/account/:scope/:id/update', () => {
        calls += 1;
        return HttpResponse.json({ status: 'error', messages: [] }, { status: 503 });
      }),
    );
    await openDebtorCards();
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(
      'Your cards could not be refreshed, so their status may be out of date.',
    );
    expect(within(await cardsList()).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('explains and links home when the chosen shop takes no debtor cards', async () => {
    await openDebtorCards({ deployment: 'reference', supplier: SEA_POINT });
    expect(await screen.findByText(/The shop you chose does not take debtor cards/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list', { name: 'Your debtor cards' })).not.toBeInTheDocument();
  });
});
