import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/lib/i18n';
import { SEA_POINT } from '../support/fixtures';
import { renderApp } from '../support/render-app';

// The drawer (issue 39): what does something is a button, where to go is a full-width link row,
// and the signed-in shopper finds their favourites there.

afterEach(async () => {
  await setLocale('en');
});

async function openDrawer() {
  await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('the drawer', () => {
  it("offers 'Log in' and 'Register' as buttons, and 'Log in' goes to sign in and back here", async () => {
    const { router } = await renderApp({ supplier: SEA_POINT, route: '/promotions' });
    const drawer = await openDrawer();
    expect(within(drawer).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Favourites' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign_in'));
    expect(router.state.location.search).toBe(`?return_to=${encodeURIComponent('/promotions')}`);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });

  it('lists the account pages as link rows, Favourites among them, and logs out with a button', async () => {
    const { router } = await renderApp({ supplier: SEA_POINT, user: 'demo', route: '/' });
    const drawer = await openDrawer();
    const pages = within(within(drawer).getByRole('navigation', { name: 'Menu' })).getAllByRole('link');
    expect(pages.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Edit profile', 'Order history', 'Favourites', 'Terms and conditions']),
    );
    for (const link of pages) expect(link).toHaveClass('drawer__row');
    expect(within(drawer).getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    expect(within(drawer).queryByRole('button', { name: 'Log in' })).toBeNull();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Order history' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));

    await userEvent.click(within(await openDrawer()).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it.each([
    ['af', 'Kieslys', 'Gunstelinge', 'Meld af'],
    ['fr', 'Menu', 'Favoris', 'Se déconnecter'],
  ] as const)('speaks %s', async (locale, menu, favourites, logOut) => {
    await renderApp({ supplier: SEA_POINT, user: 'demo', route: '/' });
    await act(() => setLocale(locale));
    await userEvent.click(await screen.findByRole('button', { name: menu }));
    const drawer = await screen.findByRole('dialog', { name: menu });
    expect(within(drawer).getByRole('link', { name: favourites })).toHaveAttribute('href', '/favourites');
    expect(within(drawer).getByRole('button', { name: logOut })).toBeInTheDocument();
  });
});
