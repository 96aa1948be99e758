import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapViewProps } from '../../../src/features/addresses/components/map-view';
import { chooseDispatch, useCheckoutStore } from '../../../src/domain/checkout/checkout-store';
import { basketFrom } from '../../support/basket';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';

// Checkout step 2 against the fake backend: the demo shopper's address book and the real address
// picker, in the whole app with a Sea Point line in the basket, as the checkout guard asks. jsdom
// cannot run Leaflet, so the map is a stand-in with the same props.

vi.mock('../../../src/features/addresses/components/map-view', () => ({
  MapView: ({ label }: MapViewProps) => <div role="region" aria-label={label} />,
}));

const SEEDED = '12 Roodebloem Road, Woodstock, Cape Town, 7925';
const BREE = '12 Bree Street, Cape Town City Centre, Cape Town, 8001';

beforeEach(() => {
  chooseDispatch({ name: 'PICUP', requires_shipping: true, shipping_provider: 'PICUP' });
});

/** Step 2 for the demo shopper at Sea Point. */
const open = () =>
  renderApp({
    user: 'demo',
    supplier: SEA_POINT,
    route: '/checkout/shipping_address',
    before: () => basketFrom(SEA_POINT),
  });
const addresses = () => screen.findByRole('radiogroup', { name: 'Deliver to' });

describe('checkout delivery address step', () => {
  it('lists the saved addresses as choices, delivers to the chosen one and continues', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    const group = await addresses();
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery address' })).toBeVisible();
    expect(screen.getByText('Step 2 of 4')).toBeVisible();
    const seeded = within(group).getByRole('radio', { name: SEEDED });
    expect(seeded).not.toBeChecked();
    expect(seeded).toHaveAccessibleDescription('Unit or floor: Flat 3');

    await user.click(seeded);
    expect(seeded).toBeChecked();
    expect(useCheckoutStore.getState().shipping_address?.formatted).toBe(SEEDED);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
  });

  it('asks for an address in the error summary, linking to the first choice', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    const group = await addresses();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { name: 'There is a problem' })).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Choose a delivery address' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a delivery address');
    await user.click(link);
    expect(within(group).getByRole('radio', { name: SEEDED })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/checkout/shipping_address');
  });

  it('adds a new address with the picker and comes back with it chosen', async () => {
    const user = userEvent.setup();
    await open();
    await addresses();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    expect(screen.getByRole('heading', { name: 'New delivery address' })).toBeVisible();
    const search = screen.getByRole('searchbox', { name: 'Search for your address' });
    expect(search).toHaveFocus();
    await user.type(search, 'bree street{Enter}');
    await user.click(await screen.findByRole('button', { name: BREE }));
    await user.click(screen.getByRole('button', { name: 'Save and deliver here' }));

    const added = await within(await addresses()).findByRole('radio', { name: BREE });
    expect(added).toBeChecked();
    await waitFor(() => expect(added).toHaveFocus());
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(useCheckoutStore.getState().shipping_address).toMatchObject({
      formatted: BREE,
      latitude: -33.9167,
      longitude: 18.4206,
    });
  });

  it('cancelling the picker returns focus to the add button', async () => {
    const user = userEvent.setup();
    await open();
    await addresses();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a new address' })).toHaveFocus());
  });

  it('links back to the dispatch step', async () => {
    await open();
    await addresses();
    expect(screen.getByRole('link', { name: 'Back to collection or delivery' })).toHaveAttribute(
      'href',
      '/checkout/dispatch',
    );
  });

  it('sends a collection order back to the dispatch step', async () => {
    chooseDispatch({ name: 'COLLECT', requires_shipping: false, shipping_provider: null });
    const { router } = await open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/dispatch'));
  });
});
