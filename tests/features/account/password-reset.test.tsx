import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountStore } from '../../../src/stores/account-store';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { DEMO } from '../../support/fixtures';
import { server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// The fake backend cannot send an SMS: it hands the code back as `demo_code`, as a phone would show it.
let codes: string[] = [];
beforeEach(() => {
  codes = [];
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  server.events.on('response:mocked', ({ request, response }) => {
    if (!request.url.endsWith('/forgot_password')) return;
    void response
      .clone()
      .json()
      .then((body: { demo_code?: string }) => body.demo_code && codes.push(body.demo_code));
  });
});
afterEach(() => vi.mocked(console.info).mockRestore());

const open = () => renderApp({ route: '/sign_in?reset=1&return_to=%2Forders' });
const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

async function sendCode(phone = '082 123 4567') {
  await userEvent.type(screen.getByLabelText('Mobile number'), phone);
  await click('Send code');
  await screen.findByRole('heading', { name: 'Enter the code' });
}

async function enterCode(code: string) {
  await userEvent.type(screen.getByLabelText('Code from the SMS'), code);
  await click('Check code');
}

describe('password reset', () => {
  it('asks for a valid mobile number before sending a code', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeInTheDocument();
    await click('Send code');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'A mobile phone number is required',
    );
    await userEvent.type(screen.getByLabelText('Mobile number'), '021 555 0199');
    await click('Send code');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Invalid mobile phone number');
  });

  it("rejects a missing or wrong code with the server's message", async () => {
    await open();
    await sendCode();
    expect(
      screen.getByText('If 0821234567 has an account, a code is on its way by SMS.'),
    ).toBeInTheDocument();
    await click('Check code');
    expect(screen.getByLabelText('Code from the SMS')).toHaveAccessibleDescription(
      'Enter the code from the SMS',
    );
    await waitFor(() => expect(codes).toHaveLength(1));
    const wrong = codes[0] === '111111' ? '222222' : '111111';
    await enterCode(wrong);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code');
  });

  it('sends a new code on request and accepts only the newest', async () => {
    await open();
    await sendCode();
    await click('Send a new code');
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    await waitFor(() => expect(codes).toHaveLength(2));
    await enterCode(codes[1]!);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toHaveFocus();
  });

  it('checks the new password, saves it, signs in and returns to the target', async () => {
    const { router } = await open();
    await sendCode('+27 82 123 4567');
    await waitFor(() => expect(codes).toHaveLength(1));
    await enterCode(codes[0]!);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await click('Save password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('New password'), 'fresh-pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fresh-pass');
    await click('Save password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(useAccountStore.getState().account?.login).toBe('0821234567');
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toContain('Password changed. Signed in');
  });

  it('the new password signs in and the old one no longer does', async () => {
    const { router } = await open();
    await sendCode();
    await waitFor(() => expect(codes).toHaveLength(1));
    await enterCode(codes[0]!);
    await screen.findByRole('heading', { name: 'Choose a new password' });
    await userEvent.type(screen.getByLabelText('New password'), 'fresh-pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'fresh-pass');
    await click('Save password');
    await waitFor(() => expect(useAccountStore.getState().account).not.toBeNull());
    useAccountStore.getState().signOut();

    await act(() => router.navigate('/sign_in'));
    await userEvent.type(await screen.findByLabelText('Mobile number'), DEMO.login);
    await userEvent.type(screen.getByLabelText('Password'), DEMO.password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid login or password')).toBeInTheDocument();
  });
});
