import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAccountStore } from '../../../src/stores/account-store';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// The demo shopper, with neither ID number nor business address, registers at Khaya Fresh (market
// deployment), then requests a card.

const idNumber = () => screen.getByRole('textbox', { name: 'ID number' });
const address = () => screen.getByRole('textbox', { name: 'Business address' });
const register = () => screen.getByRole('button', { name: 'Register' });
const alerts = () => useAlertsStore.getState().alerts.map((alert) => alert.message);

async function openRegistration() {
  await renderApp({ deployment: 'market', supplier: KHAYA_FRESH, user: 'demo', route: '/debtorcards' });
  expect(await screen.findByRole('heading', { name: 'Register for debtor cards' })).toBeVisible();
}

describe('debtor registration', () => {
  it('is asked for when the account has neither ID number nor business address', async () => {
    await openRegistration();
    expect(screen.getByRole('heading', { level: 1, name: 'Debtor cards' })).toBeVisible();
    expect(screen.getByText('You have no debtor cards yet.')).toBeVisible();
    expect(idNumber()).toHaveAccessibleDescription('Your 13-digit South African ID number');
    expect(screen.queryByRole('button', { name: 'Request a debtor card' })).not.toBeInTheDocument();
  });

  it('says Required for both empty fields, tied to them, and focuses the first', async () => {
    const user = userEvent.setup();
    await openRegistration();
    await user.click(register());
    expect(idNumber()).toHaveAccessibleDescription(expect.stringContaining('Required'));
    expect(idNumber()).toHaveAttribute('aria-invalid', 'true');
    expect(address()).toHaveAccessibleDescription('Required');
    expect(address()).toHaveAttribute('aria-invalid', 'true');
    expect(idNumber()).toHaveFocus();
  });

  it.each([
    ['85071251230a9', 'An ID number has digits only'],
    ['850712512308', 'An ID number has 13 digits'],
    ['8507125123088', 'This ID number is not valid. Check the digits and try again.'],
  ])('rejects the ID number %s with “%s”', async (value, message) => {
    const user = userEvent.setup();
    await openRegistration();
    await user.type(idNumber(), value);
    await user.type(address(), '1 Main Road, Philippi');
    await user.click(register());
    expect(idNumber()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(address()).not.toHaveAttribute('aria-invalid');
    expect(useAccountStore.getState().account?.id_number).toBeNull();
  });

  it('shows the server’s message when it refuses the registration', async () => {
    const user = userEvent.setup();
    server.use(
      http.patch('*/account/:scope/:id/update', () =>
        HttpResponse.json({ status: 'error', messages: ['ID number already registered'] }, { status: 422 }),
      ),
    );
    await openRegistration();
    // The screen's refresh on open goes through the same call; it fails too and says so.
    expect(await screen.findByText(/could not be refreshed/)).toBeVisible();
    await user.type(idNumber(), '8001015009087');
    await user.type(address(), '1 Main Road, Philippi');
    await user.click(register());
    const form = register().closest('form');
    if (!form) throw new Error('no form');
    expect(await within(form).findByRole('alert')).toHaveTextContent('ID number already registered');
  });

  it('registers, then offers the branches, and a request shows the card as pending', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' || request.url.endsWith('/new_debtor_card')) {
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
      }
    });
    await openRegistration();
    await user.type(idNumber(), '800101 5009 087');
    await user.type(address(), '  1 Main Road, Philippi  ');
    await user.click(register());

    const heading = await screen.findByRole('heading', { name: 'Request a debtor card' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(alerts()).toContain('You are registered for debtor cards');
    expect(screen.queryByRole('heading', { name: 'Register for debtor cards' })).not.toBeInTheDocument();
    expect(useAccountStore.getState().account).toMatchObject({
      id_number: '8001015009087',
      business_address_1: '1 Main Road, Philippi',
    });

    const branches = await screen.findByRole('group', { name: 'Choose a branch' });
    await user.click(within(branches).getByRole('radio', { name: /^Plein Family Grocer/ }));
    await user.click(screen.getByRole('button', { name: 'Request a debtor card' }));

    const list = await screen.findByRole('list', { name: 'Your debtor cards' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Plein Family Grocer' })).toBeVisible();
    expect(card).toHaveTextContent('Pending');
    expect(card).toHaveTextContent('Not issued yet');
    expect(card).not.toHaveTextContent('Active');
    expect(within(card).queryByRole('button', { name: /Top-up details/ })).not.toBeInTheDocument();
    expect(alerts()).toContain('Debtorcard requested');
    // The branch now has an open request, so it is no longer offered.
    expect(within(branches).queryByRole('radio', { name: /^Plein Family Grocer/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your debtor cards' })).toHaveFocus());
    expect(sent).toContainEqual({
      account: { id_number: '8001015009087', business_address_1: '1 Main Road, Philippi' },
    });
    expect(sent).toContainEqual({ supplier_id: 22, supplier_branch: 'Plein Family Grocer' });
  });
});
