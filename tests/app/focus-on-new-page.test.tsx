import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from '../../src/domain/checkout/checkout-store';
import { basketFrom } from '../support/basket';
import { server } from '../support/msw';
import { SEA_POINT } from '../support/fixtures';
import { renderApp } from '../support/render-app';

// After a move to another page, a keyboard or screen-reader user starts at its heading, not on
// <body> (where a pressed button that went away leaves them) or on the link they pressed.

describe('focus after a move to another page', () => {
  it('leaves the first page alone, then goes to the h1 of each page the shopper moves to', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ supplier: SEA_POINT });
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).toHaveFocus();

    await user.click(screen.getByRole('link', { name: / in the basket$/ }));
    const basket = await screen.findByRole('heading', { level: 1, name: /basket/i });
    await waitFor(() => expect(basket).toHaveFocus());

    // Moved by the app, not by a link: the terms page's heading comes with its text.
    await act(() => router.navigate('/terms_and_conditions'));
    const terms = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(terms).toHaveFocus());
  });

  it('does not take focus back from where the shopper has put it meanwhile', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp({ supplier: SEA_POINT });
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/basket'));
    await screen.findByRole('heading', { level: 1, name: /basket/i });
    await user.tab();
    const chosen = document.activeElement;
    expect(chosen).not.toBe(document.body);
    await act(() => router.navigate('/basket?from=test'));
    expect(document.activeElement).toBe(chosen);
  });
});

describe('a page while its data loads or fails', () => {
  it('the payment step keeps its h1 when its shop cannot be read', async () => {
    server.use(http.get('*/catalog/v1/suppliers/:id', () => HttpResponse.json({}, { status: 500 })));
    // The background supplier refresh meets the same failure, and only logs it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp({
      user: 'demo',
      supplier: SEA_POINT,
      route: '/checkout/payment',
      before: () => {
        basketFrom(SEA_POINT);
        useCheckoutStore.getState().patch({ validated_at: new Date().toISOString() });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeVisible();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('supplier refresh failed', expect.anything()));
  });
});
