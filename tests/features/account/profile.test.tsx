import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountApi } from '../../../src/api/operations/account';
import { setLocale } from '../../../src/lib/i18n';
import { useAccountStore } from '../../../src/stores/account-store';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { usePreferencesStore } from '../../../src/stores/preferences-store';
import { DEBTOR, DEMO } from '../../support/fixtures';
import { server } from '../../support/msw';
import { reloadAccount, renderApp, type RenderAppOptions } from '../../support/render-app';

/** Bodies of every account update the page sends while the test runs. */
function recordUpdates(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH' && request.url.endsWith('/update'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

const field = (name: string) => screen.getByLabelText(name);
const alerts = () => useAlertsStore.getState().alerts.map((alert) => alert.message);
/** The demo shopper's profile page. */
const open = (before?: RenderAppOptions['before']) => renderApp({ user: 'demo', route: '/profile', before });
const saveDetails = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const changePassword = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

afterEach(async () => {
  // i18next is one instance for the whole file: put English back for the next test.
  await setLocale('en');
});

describe('profile details', () => {
  it("shows the shopper's current details", async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
    expect(field('First name')).toHaveValue('Thandi');
    expect(field('Mobile number')).toHaveValue(DEMO.login);
    expect(field('Send me specials by SMS')).toBeInTheDocument();
  });

  // The profile shows nothing that is left out of storage (addresses, ID number, debtor cards),
  // so after a reload it fills in from the stored account without asking the server.
  it('shows the same details after a reload', async () => {
    await open(async () => {
      await reloadAccount();
      expect(useAccountStore.getState().complete).toBe(false);
    });
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeVisible();
    expect(field('First name')).toHaveValue('Thandi');
    expect(field('Last name')).not.toHaveValue('');
    expect(field('Mobile number')).toHaveValue(DEMO.login);
  });

  it('names each problem on its field, focuses the first and sends nothing', async () => {
    const updates = recordUpdates();
    await open();
    await userEvent.clear(field('First name'));
    await userEvent.clear(field('Last name'));
    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), '021 555 1234');
    await saveDetails();
    expect(field('First name')).toHaveAccessibleDescription('Required');
    expect(field('Last name')).toHaveAccessibleDescription('Required');
    expect(field('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('Invalid mobile phone number'),
    );
    expect(field('First name')).toHaveFocus();
    await userEvent.clear(field('Mobile number'));
    await saveDetails();
    expect(field('Mobile number')).toHaveAccessibleDescription(
      expect.stringContaining('A mobile phone number is required'),
    );
    expect(updates).toEqual([]);
  });

  it("sends only what changed, says 'Account updated' and keeps the new name", async () => {
    const updates = recordUpdates();
    await open();
    await userEvent.clear(field('First name'));
    await userEvent.type(field('First name'), 'Thandeka');
    await userEvent.type(field('Occupation (optional)'), 'Chef');
    await saveDetails();
    await waitFor(() => expect(alerts()).toContain('Account updated'));
    expect(updates).toEqual([{ account: { first_name: 'Thandeka', profile: { occupation: 'Chef' } } }]);
    expect(useAccountStore.getState().account?.full_name).toMatch(/^Thandeka /);
    // The token is kept: the shopper stays signed in after saving.
    expect(useAccountStore.getState().token).not.toBeNull();
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const updates = recordUpdates();
    await open();
    await saveDetails();
    expect(alerts()).toEqual(['Nothing to save: your details are as they were']);
    expect(updates).toEqual([]);
  });

  it("shows the server's message when the number belongs to another account", async () => {
    await open();
    await userEvent.clear(field('Mobile number'));
    await userEvent.type(field('Mobile number'), DEBTOR.login);
    await saveDetails();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this mobile number already exists',
    );
    expect(useAccountStore.getState().account?.login).toBe(DEMO.login);
  });

  it('switches the interface to the language saved in the profile', async () => {
    await open();
    await userEvent.selectOptions(field('Language'), 'af');
    await saveDetails();
    await waitFor(() => expect(document.documentElement.lang).toBe('af'));
    expect(usePreferencesStore.getState().locale).toBe('af');
    expect(await screen.findByRole('heading', { name: 'Profiel' })).toBeVisible();
  });
});

describe('password change', () => {
  it('checks length and confirmation before sending', async () => {
    const updates = recordUpdates();
    await open();
    expect(field('New password')).toHaveAttribute('placeholder', 'Minimum 6 characters');
    await userEvent.type(field('New password'), 'abc');
    await userEvent.type(field('Confirm password'), 'abd');
    await changePassword();
    expect(field('New password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(field('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    expect(field('New password')).toHaveFocus();
    expect(updates).toEqual([]);
  });

  it("saves it, says 'Account update successful' and the new password signs in", async () => {
    await open();
    await userEvent.type(field('New password'), 'fresh-pass');
    await userEvent.type(field('Confirm password'), 'fresh-pass');
    await changePassword();
    await waitFor(() => expect(alerts()).toContain('Account update successful'));
    expect(field('New password')).toHaveValue('');
    const { account } = await accountApi.signIn({ body: { login: DEMO.login, password: 'fresh-pass' } });
    expect(account.login).toBe(DEMO.login);
  });
});
