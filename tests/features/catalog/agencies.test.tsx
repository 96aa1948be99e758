import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../../src/mocks/scenarios';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { useSuppliersStore } from '../../../src/stores/suppliers-store';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';

describe('agencies', () => {
  it('lists each agency with its image and stores', async () => {
    await renderApp({ supplier: SEA_POINT, route: '/agencies' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stores' })).toBeInTheDocument();
    const agency = (await screen.findByRole('heading', { level: 2, name: 'Zero Waste Pantry' })).closest(
      'li',
    )!;
    expect(agency.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/agency\/951/));
    const stores = within(agency).getByRole('list', { name: 'Stores of Zero Waste Pantry' });
    expect(within(stores).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const seaPoint = within(stores)
      .getByRole('heading', { name: 'Zero Waste Pantry Sea Point' })
      .closest('li')!;
    expect(within(seaPoint).getByText('Current shop')).toBeInTheDocument();
    expect(within(stores).getAllByText('Current shop')).toHaveLength(1);
  });

  it('shops at another store as the shell chooses a shop: that store, back home', async () => {
    const { router } = await renderApp({ supplier: SEA_POINT, route: '/agencies' });
    await screen.findByRole('heading', { level: 2, name: 'Zero Waste Pantry' });
    // The current store has nothing to choose.
    expect(screen.queryByRole('button', { name: 'Shop here: Zero Waste Pantry Sea Point' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Shop here: Zero Waste Pantry Woodstock' }));
    expect(useSuppliersStore.getState().selected).toEqual({
      id: 11,
      name: 'Zero Waste Pantry Woodstock',
      api_endpoint: null,
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the offline alert and an error with a retry when the call fails', async () => {
    setScenario('server_error');
    await renderApp({ route: '/agencies' });
    // The screen's own alert; the shell shows the connection alert beside it.
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    expect(useAlertsStore.getState().alerts).toEqual([
      { id: 'connection', kind: 'error', message: 'Internet connection lost' },
    ]);
    setScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Zero Waste Pantry' })).toBeInTheDocument();
  });

  it('says when an agency lists no stores', async () => {
    setScenario('empty');
    await renderApp({ route: '/agencies' });
    expect(await screen.findByText('No stores listed yet')).toBeInTheDocument();
  });
});
