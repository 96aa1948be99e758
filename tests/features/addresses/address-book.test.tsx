import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { accountApi } from '../../../src/api/operations/account';
import type { MapViewProps } from '../../../src/features/addresses/components/map-view';
import type { SelectedSupplier } from '../../../src/stores/suppliers-store';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { KALK_BAY, SEA_POINT } from '../../support/fixtures';
import { server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// The demo shopper's address book in the whole app against the fake backend (addresses and
// geocoder). jsdom cannot run Leaflet, so the map is a stand-in with the same props: its "tap" moves
// the pin like a real tap would.

vi.mock('../../../src/features/addresses/components/map-view', () => ({
  MapView: ({ label, pin, onPinMove }: MapViewProps) => (
    <div role="region" aria-label={label}>
      <button type="button" onClick={() => onPinMove({ lat: -33.91234, lon: 18.41234 })}>
        Tap the map
      </button>
      <span>{pin ? `stand-in pin ${pin.lat},${pin.lon}` : 'stand-in no pin'}</span>
    </div>
  ),
}));

const SEEDED = '12 Roodebloem Road, Woodstock, Cape Town, 7925';

/** The address book, at Sea Point unless a test says otherwise. */
const open = (supplier: SelectedSupplier = SEA_POINT) =>
  renderApp({ supplier, user: 'demo', route: '/address_management' });

const savedList = () => screen.findByRole('list', { name: 'Saved addresses' });

describe('address book', () => {
  it('lists the saved addresses with their unit or floor', async () => {
    await open();
    const list = await savedList();
    expect(within(list).getByText(SEEDED)).toBeVisible();
    expect(within(list).getByText('Unit or floor: Flat 3')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeVisible();
  });

  it('asks before deleting, keeps the address on Cancel and shows No Addresses after OK', async () => {
    const user = userEvent.setup();
    await open();
    await savedList();
    await user.click(screen.getByRole('button', { name: `Delete ${SEEDED}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(`Delete the address ${SEEDED}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(SEEDED)).toBeVisible();

    await user.click(screen.getByRole('button', { name: `Delete ${SEEDED}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('No Addresses')).toBeVisible();
    expect(screen.queryByText(SEEDED)).not.toBeInTheDocument();
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toContain('Address deleted');
  });

  it('adds an address by searching, choosing a result and saving, with a unit', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/addresses')) {
        void request
          .clone()
          .json()
          .then((body) => posted.push(body));
      }
    });
    await open();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const search = screen.getByRole('searchbox', { name: 'Search for your address' });
    expect(search).toHaveFocus();
    expect(await screen.findByRole('region', { name: /^Map/ })).toBeInTheDocument();
    expect(screen.getByText('No address chosen yet.')).toBeVisible();

    await user.type(search, 'bree street{Enter}');
    const choice = await screen.findByRole('button', {
      name: '12 Bree Street, Cape Town City Centre, Cape Town, 8001',
    });
    expect(screen.getByRole('heading', { name: '1 matching address' })).toBeVisible();
    await user.click(choice);
    expect(choice).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText(
        'Pin at 12 Bree Street, Cape Town City Centre, Cape Town, 8001 (latitude -33.91670, longitude 18.42060)',
      ),
    ).toBeVisible();

    await user.type(screen.getByLabelText('Unit or floor (optional)'), 'Flat 7');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const list = await savedList();
    expect(
      await within(list).findByText('12 Bree Street, Cape Town City Centre, Cape Town, 8001'),
    ).toBeVisible();
    expect(within(list).getByText('Unit or floor: Flat 7')).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeVisible();
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toContain('Address saved');
    await waitFor(() =>
      expect(posted).toEqual([
        {
          address: {
            formatted: '12 Bree Street, Cape Town City Centre, Cape Town, 8001',
            latitude: -33.9167,
            longitude: 18.4206,
            unit_or_floor: 'Flat 7',
          },
        },
      ]),
    );
  });

  it("words a server error in the shopper's language, and shows a refusal in the server's words", async () => {
    const user = userEvent.setup();
    let answer = { status: 500, message: 'NoMethodError in AddressesController' };
    server.use(
      http.post('*/addresses', () =>
        HttpResponse.json({ status: 'error', messages: [answer.message] }, { status: answer.status }),
      ),
    );
    await open();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for your address' }), 'bree street{Enter}');
    await user.click(
      await screen.findByRole('button', { name: '12 Bree Street, Cape Town City Centre, Cape Town, 8001' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Something went wrong, try again')).toBeVisible();
    expect(screen.queryByText(/NoMethodError/)).toBeNull();

    answer = { status: 422, message: 'This address is outside our delivery area' };
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('This address is outside our delivery area')).toBeVisible();
  });

  it('keeps the chosen street address but saves where the pin was moved to', async () => {
    const user = userEvent.setup();
    await open();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByRole('searchbox'), 'wale{Enter}');
    await user.click(await screen.findByRole('button', { name: /^35 Wale Street/ }));
    await user.click(screen.getByRole('button', { name: 'Tap the map' }));
    expect(screen.getByText(/latitude -33\.91234, longitude 18\.41234/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const list = await savedList();
    expect(await within(list).findByText('35 Wale Street, Bo-Kaap, Cape Town, 8001')).toBeVisible();
    const { addresses } = await accountApi.listAddresses({ user_id: 501 });
    expect(addresses.at(-1)).toMatchObject({ latitude: -33.91234, longitude: 18.41234, unit_or_floor: null });
  });

  it('says what to do when saving before an address is chosen, tied to the search box', async () => {
    const user = userEvent.setup();
    await open();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription(
      expect.stringContaining('Search for your address and choose it from the list.'),
    );
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when nothing matches the search', async () => {
    const user = userEvent.setup();
    await open();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.type(screen.getByRole('searchbox'), 'Nowhere Lane{Enter}');
    expect(
      await screen.findByText('No address matches “Nowhere Lane”. Try the street name and suburb.'),
    ).toBeVisible();
  });

  it('cancelling the picker returns focus to the add button', async () => {
    const user = userEvent.setup();
    await open();
    await savedList();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add an address' })).toHaveFocus());
  });

  it('explains and links home instead of the book when the shop does not deliver', async () => {
    await open(KALK_BAY);
    expect(await screen.findByText(/The shop you chose does not deliver/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Add an address' })).not.toBeInTheDocument();
  });
});
