import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootErrorPage } from '../../src/app/error-boundary';
import { initI18n } from '../../src/lib/i18n';
import { OfferSchema } from '../../src/api/schemas/catalog';
import { useCartStore } from '../../src/domain/basket/cart-store';
import { holdBasketWrites } from '../../src/domain/basket/write-behind';
import { RESET_TRIED_KEY } from '../../src/stores/store-keys';
import { anOffer } from '../support/fixtures';

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

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('splash')?.remove();
});

/** index.html's splash, which covers the page until the app takes it away. */
function showSplash() {
  document.body.insertAdjacentHTML(
    'afterbegin',
    '<div id="splash" class="splash" role="status"><span class="splash__text">Loading…</span></div>',
  );
}

describe('the root error page', () => {
  it('resets what the app saved but the basket, then offers the basket too if the page still fails', async () => {
    renderBrokenShell();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    expect(screen.queryByRole('button', { name: 'Empty the basket too and start again' })).toBeNull();
    expect(screen.queryByText(/The saved basket may be the problem/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Reset saved settings' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(Object.keys(localStorage).sort()).toEqual(['other-site-key', 'storefront.cart.v1']);
    expect(sessionStorage.getItem('storefront.session')).toBeNull();

    // Reloaded into the same failure: now the basket can go too, and the page says why.
    renderBrokenShell();
    expect(
      (
        await screen.findAllByText(/Still not working after a reset\? The saved basket may be the problem/)
      )[0],
    ).toBeVisible();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Empty the basket too and start again' })[0]!,
    );
    expect(Object.keys(localStorage)).toEqual(['other-site-key']);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('takes the splash away so the page can be read and the reset pressed', async () => {
    showSplash();
    renderBrokenShell();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(document.getElementById('splash')).toBeNull();
    const reset = screen.getByRole('button', { name: 'Reset saved settings' });
    expect(reset).toBeVisible();
    await userEvent.click(reset);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('emptying the basket too drops a basket write still held, rather than making it on the way out', async () => {
    const undo = holdBasketWrites();
    try {
      sessionStorage.setItem(RESET_TRIED_KEY, '1');
      renderBrokenShell();
      const emptyToo = (
        await screen.findAllByRole('button', { name: 'Empty the basket too and start again' })
      )[0]!;
      // Pressed and reset in one go: the write-behind still holds the press when the page goes.
      useCartStore.getState().setQty(OfferSchema.parse(anOffer()), 2);
      fireEvent.click(emptyToo);
      window.dispatchEvent(new Event('pagehide'));
      expect(reload).toHaveBeenCalledOnce();
      expect(localStorage.getItem('storefront.cart.v1')).toBeNull();
    } finally {
      undo();
    }
  });

  it('still renders and reloads when the browser refuses storage', async () => {
    const refused = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    // A webview with DOM storage off, or a browser blocking site data, throws on any use of it.
    const refusal = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refused);
    try {
      renderBrokenShell();
      expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
      await userEvent.click(screen.getByRole('button', { name: 'Reset saved settings' }));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      refusal.mockRestore();
    }
  });
});
