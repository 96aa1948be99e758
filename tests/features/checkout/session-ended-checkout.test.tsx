import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setFault } from '../../../src/mocks/faults';
import { chooseDispatch, useCheckoutStore } from '../../../src/domain/checkout/checkout-store';
import { basketFrom } from '../../support/basket';
import { DEMO, SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';

// A session the server ends in the middle of checkout (a 401 to the shopper's token): the shopper
// signs in again and is back at the same step, with the choices made so far.

afterEach(() => setFault('*', 'none'));

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe('a 401 in the middle of checkout', () => {
  it('asks the shopper to sign in and resumes the confirmation step with the choices kept', async () => {
    const user = userEvent.setup();
    setFault('cart.validate', 'http_401');
    const { router } = await renderApp({
      user: 'demo',
      supplier: SEA_POINT,
      route: '/checkout/confirmation',
      before: () => {
        basketFrom(SEA_POINT);
        chooseDispatch({ name: 'COLLECT', requires_shipping: false, shipping_provider: null });
        useCheckoutStore.getState().patch({ collection_date: '2026-04-14T10:00:00+02:00' });
      },
    });

    await waitFor(() => expect(where(router)).toBe('/sign_in?return_to=%2Fcheckout%2Fconfirmation'));
    expect(await screen.findByText('Your session has ended. Sign in again to carry on.')).toBeVisible();
    expect(useCheckoutStore.getState()).toMatchObject({
      dispatch: 'COLLECT',
      collection_date: '2026-04-14T10:00:00+02:00',
    });

    setFault('cart.validate', 'none');
    await user.type(await screen.findByLabelText('Mobile number'), DEMO.login);
    await user.type(screen.getByLabelText('Password'), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(where(router)).toBe('/checkout/confirmation'));
    // Its heading, while the check loads and once it is in (the element is replaced in between).
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible(),
    );
    expect(useCheckoutStore.getState()).toMatchObject({
      dispatch: 'COLLECT',
      collection_date: '2026-04-14T10:00:00+02:00',
    });
  });
});
