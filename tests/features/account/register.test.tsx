import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAccountStore } from '../../../src/stores/account-store';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';

const open = (route = '/register') => renderApp({ route });
const tab = (name: 'Account' | 'Profile') => screen.getByRole('tab', { name });
const field = (name: string | RegExp) => screen.getByLabelText(name);
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const finish = () => userEvent.click(screen.getByRole('button', { name: 'Finish' }));

async function fillAccountTab(phone = '083 555 0101', password = 'secret1') {
  await userEvent.type(field('Mobile number'), phone);
  await userEvent.type(field('Password'), password);
  await userEvent.type(field('Confirm password'), password);
}

async function fillProfileTab() {
  await userEvent.type(field('First name'), 'Lindiwe');
  await userEvent.type(field('Last name'), 'Nkosi');
  await userEvent.click(field('I accept the terms and conditions'));
}

describe('register, Account tab', () => {
  it('starts on the Account tab with the password placeholder and no errors', async () => {
    await open();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'false');
    expect(field('Password')).toHaveAttribute('placeholder', 'Minimum 6 characters');
    expect(screen.queryByText('A mobile phone number is required')).not.toBeInTheDocument();
  });

  it('Next on an empty tab names each problem, tied to its field, and focuses the first', async () => {
    await open();
    await next();
    expect(field('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('A mobile phone number is required'),
    );
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(field('Mobile number')).toHaveFocus();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
  });

  it('rejects a landline, a short password and a confirmation that differs', async () => {
    await open();
    await userEvent.type(field('Mobile number'), '021 555 0199');
    await userEvent.type(field('Password'), '12345');
    await userEvent.type(field('Confirm password'), '12346');
    await next();
    expect(screen.getByText('Invalid mobile phone number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(field('Confirm password')).toHaveAccessibleDescription('Passwords must match');
  });

  it('moves on to the Profile tab when the account details are valid, and back keeps them', async () => {
    await open();
    await fillAccountTab('+27 83 555 0101');
    await next();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(field('First name')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    expect(field('Mobile number')).toHaveValue('+27 83 555 0101');
  });

  it('switches tabs with the arrow keys', async () => {
    await open();
    tab('Account').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Profile')).toHaveFocus();
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
  });
});

describe('register, Profile tab and Finish', () => {
  it('requires both names and the terms', async () => {
    await open();
    await fillAccountTab();
    await next();
    await finish();
    expect(field('First name')).toHaveAccessibleDescription('Required');
    expect(field('Last name')).toHaveAccessibleDescription('Required');
    expect(field('I accept the terms and conditions')).toHaveAccessibleDescription(
      'Accept the terms and conditions to continue',
    );
    expect(field('First name')).toHaveFocus();
    expect(useAccountStore.getState().account).toBeNull();
  });

  it('goes back to the Account tab when that tab still has a problem', async () => {
    await open();
    await fillAccountTab();
    await next();
    await fillProfileTab();
    await userEvent.click(tab('Account'));
    await userEvent.clear(field('Confirm password'));
    await userEvent.click(tab('Profile'));
    await finish();
    expect(tab('Account')).toHaveAttribute('aria-selected', 'true');
    expect(field('Confirm password')).toHaveFocus();
    expect(field('Confirm password')).toHaveAccessibleDescription('Passwords must match');
  });

  it('signs the new shopper up and in, says so and returns to the target', async () => {
    const { router } = await renderApp({ supplier: SEA_POINT, route: '/register?return_to=%2Forders' });
    await fillAccountTab('+27 83 555 0101');
    await next();
    await fillProfileTab();
    await userEvent.type(field('Business name (optional)'), 'Nkosi Catering');
    await userEvent.selectOptions(field('Language'), 'af');
    await userEvent.click(field('Send me specials by SMS'));
    await finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    const account = useAccountStore.getState().account;
    expect(account).toMatchObject({ login: '0835550101', first_name: 'Lindiwe', last_name: 'Nkosi' });
    expect(account?.profile).toMatchObject({
      business_name: 'Nkosi Catering',
      language: 'af',
      sms_marketing: true,
      terms: true,
      favoured_suppliers: ['Zero Waste Pantry Sea Point'],
    });
    expect(useAccountStore.getState().token).toEqual(expect.any(String));
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toContain('Signed up');
  });

  it("shows the server's message when the number is already registered, and stays", async () => {
    const { router } = await open();
    await fillAccountTab('082 123 4567');
    await next();
    await fillProfileTab();
    await finish();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this mobile number already exists',
    );
    expect(router.state.location.pathname).toBe('/register');
    expect(useAccountStore.getState().account).toBeNull();
  });

  it('never follows an off-site return target', async () => {
    const { router } = await open('/register?return_to=https%3A%2F%2Fevil.example%2F');
    await fillAccountTab('0835550102');
    await next();
    await fillProfileTab();
    await finish();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
