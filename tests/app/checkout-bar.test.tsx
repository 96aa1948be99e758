import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import type { SeedOffer } from '../../src/mocks/db/seed/types';
import { useOrdersStore } from '../../src/domain/orders/editing-store';
import { fillBasket, lineOf, openBasket, seaPointOffers } from '../support/basket';
import { SEA_POINT } from '../support/fixtures';
import { renderApp } from '../support/render-app';

// The checkout bar (issue 39): the basket's count and total at the foot of catalogue pages, leading
// to the basket; on the basket it holds the one Place order. Never on checkout or account pages,
// nor while the shopper types.

let counted: SeedOffer;
let other: SeedOffer;
beforeEach(() => {
  [counted, other] = seaPointOffers('counted') as [SeedOffer, SeedOffer];
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const bar = () => screen.queryByRole('complementary', { name: 'Your basket' });

describe('checkout bar', () => {
  it('shows the line count and total on the home and leads to the basket', async () => {
    const user = userEvent.setup();
    fillBasket(lineOf(counted, 2), lineOf(other, 1));
    const { router } = await renderApp({ supplier: SEA_POINT });
    const shown = await waitFor(() => bar() ?? Promise.reject(new Error('no checkout bar')));
    const total = formatMoney(counted.price_in_cents * 2 + other.price_in_cents);
    expect(shown).toHaveTextContent(`2 items · ${total}`);
    await user.click(within(shown).getByRole('link', { name: 'View basket' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/basket'));
  });

  it('is not there with an empty basket, nor while an order is being edited', async () => {
    await renderApp({ supplier: SEA_POINT });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(bar()).toBeNull();
    act(() => fillBasket(lineOf(counted, 1)));
    expect(bar()).toHaveTextContent('1 item ·');
    act(() => useOrdersStore.getState().startEditing({ orderId: 1042, reference: 'SP-1042' }));
    expect(bar()).toBeNull();
  });

  it('is not on account pages', async () => {
    fillBasket(lineOf(counted, 1));
    await renderApp({ supplier: SEA_POINT, route: '/sign_in' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(bar()).toBeNull();
  });

  it('holds the basket’s one Place order on the basket', async () => {
    fillBasket(lineOf(counted, 1));
    const { picksChecked } = await openBasket({ user: 'demo' });
    const shown = await waitFor(() => bar() ?? Promise.reject(new Error('no checkout bar')));
    expect(within(shown).getByRole('link', { name: 'Place order' })).toHaveAttribute(
      'href',
      '/checkout/dispatch',
    );
    expect(screen.getAllByRole('link', { name: 'Place order' })).toHaveLength(1);
    await picksChecked();
  });

  it('steps aside while the shopper types in the search box', async () => {
    const user = userEvent.setup();
    fillBasket(lineOf(counted, 1));
    await renderApp({ supplier: SEA_POINT, route: '/search' });
    // The search box takes focus as the page opens.
    const search = await screen.findByRole('searchbox', { name: 'Search products' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(bar()).toBeNull();
    await user.tab();
    expect(search).not.toHaveFocus();
    expect(bar()).not.toBeNull();
    await user.click(search);
    expect(bar()).toBeNull();
  });

  it('steps aside while the visible viewport is short (the keyboard), measuring it only when it resizes', async () => {
    const user = userEvent.setup();
    // A phone's visual viewport: the on-screen keyboard shrinks it. Each read of its height is counted.
    let height = innerHeight;
    let reads = 0;
    const viewport = new EventTarget();
    Object.defineProperty(viewport, 'height', { get: () => (reads++, height) });
    vi.stubGlobal('visualViewport', viewport);
    fillBasket(lineOf(counted, 1));
    await renderApp({ supplier: SEA_POINT });
    await waitFor(() => expect(bar()).not.toBeNull());
    await user.tab();
    await user.tab();
    // Opening the page and moving focus lay nothing out to measure the viewport.
    expect(reads).toBe(0);
    height = innerHeight / 2;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(bar()).toBeNull();
    height = innerHeight;
    act(() => void viewport.dispatchEvent(new Event('resize')));
    expect(bar()).not.toBeNull();
  });
});
