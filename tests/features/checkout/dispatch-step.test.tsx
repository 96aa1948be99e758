import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddressSchema } from '../../../src/api/schemas/account';
import { TimeslotsResponseSchema, type TimeslotsResponse } from '../../../src/api/schemas/timeslots';
import { chooseDispatch, useCheckoutStore } from '../../../src/domain/checkout/checkout-store';
import type { SelectedSupplier } from '../../../src/stores/suppliers-store';
import { basketFrom } from '../../support/basket';
import { KALK_BAY, SEA_POINT } from '../../support/fixtures';
import { recordRequests, server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// Checkout step 1 against the fake backend: the supplier's real client config (Sea Point collects and
// delivers with PICUP, Kalk Bay only collects) and fixed timeslots, so the test does not depend on
// the clock. The whole app, signed in as the demo shopper with a line from the shop in the basket,
// as the checkout guard asks.

const SLOTS: TimeslotsResponse['timeslots'] = [
  { value: '2026-04-14T08:00:00+02:00', text: 'Tue 14 Apr, 08:00 – 10:00' },
  { value: '2026-04-14T10:00:00+02:00', text: 'Tue 14 Apr, 10:00 – 12:00' },
];

const home = AddressSchema.parse({
  id: 4,
  bridge_id: null,
  bridge_name: null,
  created_at: '2026-01-10T09:00:00+02:00',
  formatted: '1 Main Road, Sea Point',
  latitude: -33.91,
  longitude: 18.39,
  unit_or_floor: null,
});

function serveSlots(timeslots: TimeslotsResponse['timeslots'] = SLOTS) {
  server.use(
    http.get('*/catalog/v1/suppliers/:id/timeslots', () =>
      Response.json(TimeslotsResponseSchema.parse({ status: 'ok', timeslots })),
    ),
  );
}

beforeEach(() => {
  serveSlots();
});

/** Step 1 of the checkout at `shop`, for the demo shopper with that shop's basket. */
const open = (shop: SelectedSupplier = SEA_POINT) =>
  renderApp({ user: 'demo', supplier: shop, route: '/checkout/dispatch', before: () => basketFrom(shop) });
const options = () => screen.findByRole('radiogroup', { name: 'How would you like to get your order?' });
const summaryHeading = () => screen.getByRole('heading', { name: 'There is a problem' });

describe('checkout dispatch step', () => {
  it("offers the supplier's options with none chosen, and keeps its config for later steps", async () => {
    await open();
    const group = await options();
    const radios = within(group).getAllByRole('radio');
    const labels = radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual(['Collect', 'Get Delivery']);
    for (const radio of radios) expect(radio).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: 'Collection or delivery' })).toBeVisible();
    expect(screen.getByText(/^Step 1 of/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Collection date' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(useCheckoutStore.getState()).toMatchObject({ supplier_id: SEA_POINT.id, dispatch: null }),
    );
    expect(useCheckoutStore.getState().client_config?.shipping.map((s) => s.name)).toEqual([
      'COLLECT',
      'PICUP',
    ]);
  });

  it('offers no Get Delivery where the shop has no PICUP option', async () => {
    await open(KALK_BAY);
    const group = await options();
    expect(within(group).getByRole('radio', { name: 'Collect' })).toBeVisible();
    expect(within(group).queryByRole('radio', { name: 'Get Delivery' })).not.toBeInTheDocument();
  });

  it('resumes a stored choice, and switching to Collect clears the address and payment provider', async () => {
    const user = userEvent.setup();
    chooseDispatch({ name: 'PICUP', requires_shipping: true, shipping_provider: 'PICUP' });
    useCheckoutStore.getState().patch({ shipping_address: home, payment_provider: 'CARD' });
    await open();
    const group = await options();
    expect(within(group).getByRole('radio', { name: 'Get Delivery' })).toBeChecked();
    expect(await screen.findByText(/Times for delivery to 1 Main Road, Sea Point/)).toBeVisible();

    await user.click(within(group).getByRole('radio', { name: 'Collect' }));
    expect(within(group).getByRole('radio', { name: 'Collect' })).toBeChecked();
    expect(useCheckoutStore.getState()).toMatchObject({
      dispatch: 'COLLECT',
      requires_shipping: false,
      shipping_provider: null,
      shipping_address: null,
      payment_provider: null,
    });
    expect(await screen.findByRole('group', { name: 'Collection date' })).toBeVisible();
  });

  it('asks how to get the order when Continue is pressed with nothing chosen', async () => {
    const user = userEvent.setup();
    await open();
    const group = await options();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(summaryHeading()).toHaveFocus();
    const link = within(screen.getByRole('alert', { name: 'There is a problem' })).getByRole('link', {
      name: 'Choose how to get your order',
    });
    await user.click(link);
    expect(within(group).getByRole('radio', { name: 'Collect' })).toHaveFocus();
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose how to get your order');
  });

  it('requires a collection date, pointing at the field, then continues to the confirmation', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    await user.click(within(await options()).getByRole('radio', { name: 'Collect' }));
    const times = await screen.findByRole('radiogroup', { name: 'Times on Tue 14 Apr' });
    for (const slot of within(times).getAllByRole('radio')) expect(slot).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(summaryHeading()).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Collection date required' });
    expect(link).toHaveAttribute('href', '#collection-date');
    expect(times).toHaveAttribute('aria-invalid', 'true');
    expect(times).toHaveAccessibleDescription(expect.stringContaining('Collection date required'));
    await user.click(link);
    expect(within(times).getByRole('radio', { name: '08:00 – 10:00' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/checkout/dispatch');

    await user.click(within(times).getByRole('radio', { name: '10:00 – 12:00' }));
    expect(screen.queryByRole('link', { name: 'Collection date required' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirmation'));
    expect(useCheckoutStore.getState().collection_date).toBe('2026-04-14T10:00:00+02:00');
  });

  it('asks for delivery slots for the stored address, then goes on to the address step', async () => {
    const user = userEvent.setup();
    useCheckoutStore.getState().patch({ shipping_address: home, requires_shipping: true });
    const requests = recordRequests('/timeslots');
    const { router } = await open();
    await user.click(within(await options()).getByRole('radio', { name: 'Get Delivery' }));
    const times = await screen.findByRole('radiogroup', { name: 'Times on Tue 14 Apr' });
    expect(screen.getByRole('group', { name: 'Delivery date' })).toContainElement(times);
    await user.click(within(times).getByRole('radio', { name: '08:00 – 10:00' }));
    expect(Object.fromEntries(requests.at(-1)?.searchParams ?? [])).toStrictEqual({
      requires_shipping: 'true',
      shipping_provider: 'PICUP',
      shipping_lat: '-33.91',
      shipping_lon: '18.39',
    });
    expect(screen.getByText('Step 1 of 4')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/shipping_address'));
  });

  it('drops a stored date the shop no longer offers and says so', async () => {
    chooseDispatch({ name: 'COLLECT', requires_shipping: false, shipping_provider: null });
    useCheckoutStore.getState().patch({ collection_date: '2026-04-13T08:00:00+02:00' });
    await open();
    expect(await screen.findByText('Collection date is no longer available, choose another')).toBeVisible();
    const times = screen.getByRole('radiogroup', { name: 'Times on Tue 14 Apr' });
    for (const slot of within(times).getAllByRole('radio')) expect(slot).not.toBeChecked();
    expect(times).toHaveAccessibleDescription(expect.stringContaining('no longer available'));
    expect(useCheckoutStore.getState().collection_date).toBeNull();
  });

  it('keeps a stored date the shop still offers', async () => {
    chooseDispatch({ name: 'COLLECT', requires_shipping: false, shipping_provider: null });
    useCheckoutStore.getState().patch({ collection_date: SLOTS[1]!.value });
    await open();
    expect(await screen.findByRole('radio', { name: '10:00 – 12:00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '08:00 – 10:00' })).not.toBeChecked();
    expect(screen.queryByText(/no longer available/)).not.toBeInTheDocument();
  });

  it('says clearly when there are no slots', async () => {
    const user = userEvent.setup();
    serveSlots([]);
    await open();
    await user.click(within(await options()).getByRole('radio', { name: 'Collect' }));
    expect(await screen.findByText(/There are no collection times available at the moment/)).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: /^Times on/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the slots cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      http.get('*/catalog/v1/suppliers/:id/timeslots', () =>
        fail
          ? Response.json({ status: 'error', messages: ['down'] }, { status: 503 })
          : Response.json(TimeslotsResponseSchema.parse({ status: 'ok', timeslots: SLOTS })),
      ),
    );
    await open();
    await user.click(within(await options()).getByRole('radio', { name: 'Collect' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('radio', { name: '08:00 – 10:00' })).toBeVisible();
  });
});
