import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootErrorPage } from '../../src/app/error-boundary';
import { initI18n } from '../../src/lib/i18n';

// A shell that fails on every load (say, from something broken in storage) must offer a way out
// that does not need the shopper to find "clear site data" in their browser.

function Broken(): never {
  throw new Error('the shell broke');
}

function renderBrokenShell() {
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RootErrorPage /> }]);
  render(<RouterProvider router={router} />);
}

const reload = vi.fn();
beforeEach(() => {
  initI18n();
  reload.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('location', { ...window.location, reload });
  localStorage.setItem('storefront.cart.v1', '{"state":{"items":[]},"version":2}');
  localStorage.setItem('storefront.orders', '{"state":{"editing":"oops"},"version":1}');
  localStorage.setItem('storefront.account', '"oops"');
  sessionStorage.setItem('storefront.session', '{}');
  localStorage.setItem('other-site-key', 'kept');
});

afterEach(() => vi.unstubAllGlobals());

describe('the root error page', () => {
  it('resets what the app saved but the basket, then offers the basket too if the page still fails', async () => {
    renderBrokenShell();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    expect(screen.queryByRole('button', { name: 'Empty the basket too and start again' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Reset saved settings' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(Object.keys(localStorage).sort()).toEqual(['other-site-key', 'storefront.cart.v1']);
    expect(sessionStorage.getItem('storefront.session')).toBeNull();

    // Reloaded into the same failure: now the basket can go too.
    renderBrokenShell();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Empty the basket too and start again' })[0]!,
    );
    expect(Object.keys(localStorage)).toEqual(['other-site-key']);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
