import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render-app';

// The shopper's location is asked for on their tap ('Use my location'), never on load: until then
// the shops are listed around the deployment's map position.

const KALK_BAY = { latitude: -34.128, longitude: 18.449 };

function fakeGeolocation() {
  const getCurrentPosition = vi.fn((found: PositionCallback) =>
    found({ coords: KALK_BAY } as GeolocationPosition),
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

afterEach(() => {
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('choosing a shop near the shopper', () => {
  it('lists shops around the map position without asking, and asks only on a tap', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = fakeGeolocation();
    // No shop chosen: the reference deployment opens the shop chooser on the home.
    await renderApp();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your store' });
    const first = async () => (await within(dialog).findAllByRole('listitem'))[0];
    expect(await first()).not.toHaveTextContent('Kalk Bay');
    expect(getCurrentPosition).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Use my location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(async () => expect(await first()).toHaveTextContent('Zero Waste Pantry Kalk Bay'));
  });
});
