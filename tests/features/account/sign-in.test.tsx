import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useAccountStore } from '../../../src/stores/account-store';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

const open = (route = '/sign_in') => renderApp({ route });

async function submit(phone: string, password: string) {
  if (phone) await userEvent.type(screen.getByLabelText('Mobile number'), phone);
  if (password) await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign in', () => {
  it('names missing fields, tied to their inputs', async () => {
    await open();
    await submit('', '');
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'A mobile phone number is required',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Required');
  });

  it("shows the server's message for a wrong password and stays signed out", async () => {
    await open();
    await submit('0821234567', 'wrong-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login or password');
    expect(useAccountStore.getState().account).toBeNull();
  });

  it("shows the translated generic message for a server error, never the server's own words", async () => {
    server.use(
      http.post('*/sign_in', () =>
        HttpResponse.json({ status: 'error', messages: ['Internal server error'] }, { status: 500 }),
      ),
    );
    await open();
    await submit('0821234567', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    expect(screen.queryByText('Internal server error')).toBeNull();
  });

  it('says the shop cannot be reached when the connection fails', async () => {
    server.use(http.post('*/sign_in', () => HttpResponse.error()));
    await open();
    await submit('0821234567', 'demo1234');
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the shop");
  });

  it('accepts a pasted +27 number, says Signed in and goes to the return target', async () => {
    const { router } = await open('/sign_in?return_to=%2Fprofile');
    await userEvent.click(screen.getByLabelText('Mobile number'));
    await userEvent.paste('+27 82 123 4567');
    await submit('', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(useAccountStore.getState().account?.login).toBe('0821234567');
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toContain('Signed in');
  });

  it('honours redirect_to too, but only for paths on this site', async () => {
    const { router } = await open('/sign_in?redirect_to=%2F%2Fevil.example%2Forders');
    await submit('0821234567', 'demo1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('links to the password reset and to register, carrying the return target', async () => {
    await open('/sign_in?return_to=%2Forders');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/sign_in?reset=1&return_to=%2Forders',
    );
    expect(screen.getByRole('link', { name: 'No account yet? Register' })).toHaveAttribute(
      'href',
      '/register?return_to=%2Forders',
    );
  });
});
