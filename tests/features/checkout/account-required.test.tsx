import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getState } from '../../../src/mocks/db/state';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { lineOf } from '../../support/basket';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';

// A visitor (not signed in) who starts something only an account can do, from the basket, is asked
// first: 'Account required: Sign in or register to continue', and comes back to it afterwards.

/** One line of an offer the shop sells now, as the basket holds it. */
function aLineAt(shopId: number, dataset: 'reference' | 'market') {
  const offer = [...getState(dataset).offers.values()].find(
    (o) => o.supplier_id === shopId && o.published && !o.out_of_stock_at && !o.per_kg && !o.stokvel,
  )!;
  return lineOf(offer, 1);
}

async function pressIn(basketAction: string, returnTo: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('link', { name: basketAction }));
  const dialog = await screen.findByRole('dialog', { name: 'Account required' });
  expect(within(dialog).getByText('Sign in or register to continue')).toBeVisible();
  const signIn = within(dialog).getByRole('link', { name: 'Log in' });
  expect(signIn).toHaveAttribute('href', `/sign_in?return_to=${encodeURIComponent(returnTo)}`);
  expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    `/register?return_to=${encodeURIComponent(returnTo)}`,
  );
  return { user, dialog, signIn };
}

describe('account required', () => {
  it('asks a visitor who presses Place order to sign in or register, then returns them to checkout', async () => {
    const { router } = await renderApp({
      supplier: SEA_POINT,
      route: '/basket',
      before: () => void useCartStore.setState({ items: [aLineAt(SEA_POINT.id, 'reference')] }),
    });
    const { user, signIn } = await pressIn('Place order', '/checkout/dispatch');
    expect(router.state.location.pathname).toBe('/basket');
    await user.click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign_in'));
    expect(router.state.location.search).toBe(`?return_to=${encodeURIComponent('/checkout/dispatch')}`);
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('asks the same before a price comparison (market)', async () => {
    const { router } = await renderApp({
      deployment: 'market',
      supplier: KHAYA_FRESH,
      route: '/basket',
      before: () => void useCartStore.setState({ items: [aLineAt(KHAYA_FRESH.id, 'market')] }),
    });
    await pressIn('Compare prices', '/basket/compare');
    expect(router.state.location.pathname).toBe('/basket');
  });
});
