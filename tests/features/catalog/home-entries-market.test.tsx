import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import market from '../../../deployments/market-demo.json' with { type: 'json' };
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { HomeEntries } from '../../../src/features/catalog/components/home-entries';
import { withFreshBackend } from '../../mocks/handlers-helpers';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { recordRequests } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// Price comparison's home (market mode, no shop chosen): the supplier API serves promotions, stokvel
// and combos per shop only, so the home says why they are not there and offers to choose a shop.

withFreshBackend();

const entries = () => screen.getByRole('navigation', { name: 'Offers and stores' });

describe('market mode home, price comparison', () => {
  it('says promotions, stokvel and combos need a shop, and opens the shop selector', async () => {
    const lists = recordRequests('/promotions_active');
    await renderApp({ deployment: 'market' });
    await screen.findByRole('link', { name: /^Pantry staples \d+ products$/ });
    const nav = entries();
    expect(within(nav).getByText('Choose a shop to see its promotions, stokvel and combos.')).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();
    expect(lists).toEqual([]);

    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Choose your store' }));
    expect(await screen.findByRole('dialog', { name: 'Choose your store' })).toBeVisible();
  });

  it('names only the lists the deployment has switched on', () => {
    setDeploymentConfig(
      parseDeploymentConfig({ ...market, features: { ...market.features, combos: false } }),
    );
    render(
      <MemoryRouter>
        <HomeEntries marketplace hasLeaflets />
      </MemoryRouter>,
    );
    expect(screen.getByText('Choose a shop to see its promotions and stokvel.')).toBeVisible();
  });

  it('lists a chosen shop’s own promotions, stokvel and combos, with nothing to explain', async () => {
    await renderApp({ deployment: 'market', supplier: KHAYA_FRESH });
    await screen.findByRole('link', { name: /^Pantry staples \d+ products$/ });
    const nav = entries();
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
    expect(within(nav).getByRole('link', { name: 'Combos' })).toHaveAttribute('href', '/combos');
    expect(within(nav).queryByText(/^Choose a shop to see/)).toBeNull();
  });
});
