import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CombosRoute } from '../../../src/app/routes/catalog/combos';
import { PromotionsRoute } from '../../../src/app/routes/catalog/promotions';
import { StokvelRoute } from '../../../src/app/routes/catalog/stokvel';
import { configureAnalytics, onTrack } from '../../../src/lib/analytics';
import { setScenario } from '../../../src/mocks/scenarios';
import { useDialogsStore } from '../../../src/stores/dialogs-store';
import {
  chooseSupplier,
  KHAYA_FRESH,
  recordRequests,
  renderRoute,
  SEA_POINT,
  useDeployment,
  withListsBackend,
} from './lists-harness';

withListsBackend();

const offerNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('promotions', () => {
  it('lists the active promotions as offer cards with price, was-price and label', async () => {
    const requests = recordRequests('/promotions_active');
    chooseSupplier(SEA_POINT);
    renderRoute(<PromotionsRoute />, '/promotions', 'promotions');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const [card] = await screen.findAllByRole('listitem');
    expect(within(card!).getAllByText('Special')).not.toHaveLength(0);
    expect(within(card!).getByText(/^Was/)).toBeInTheDocument();
    // A fixed 300x300 box, so nothing moves when the image arrives.
    const image = card!.querySelector('img');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(requests).toHaveLength(1);
  });

  it('opens the add-to-basket panel and tracks select_item', async () => {
    configureAnalytics({ enabled: true });
    const events: string[] = [];
    const stop = onTrack((event) => events.push(event));
    chooseSupplier(SEA_POINT);
    renderRoute(<PromotionsRoute />, '/promotions', 'promotions');
    const [add] = await screen.findAllByRole('button', { name: /^Add / });
    await userEvent.click(add!);
    stop();
    expect(useDialogsStore.getState().addToCart?.promo).toBe(true);
    expect(events).toEqual(['select_item']);
  });

  it('names the running leaflet above the promotions on /leaflets_promotions', async () => {
    chooseSupplier(SEA_POINT);
    renderRoute(<PromotionsRoute />, '/leaflets_promotions', 'leaflets_promotions');
    expect(screen.getByRole('heading', { level: 1, name: 'Leaflet specials' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /specials this fortnight/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/.*\.pdf$/);
    expect(await screen.findAllByRole('button', { name: /^Add / })).not.toHaveLength(0);
  });

  it('says so when there are none', async () => {
    setScenario('empty');
    chooseSupplier(SEA_POINT);
    renderRoute(<PromotionsRoute />, '/promotions', 'promotions');
    expect(await screen.findByText('No promotion offers found, check again tomorrow')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    setScenario('server_error');
    chooseSupplier(SEA_POINT);
    renderRoute(<PromotionsRoute />, '/promotions', 'promotions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    setScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('button', { name: /^Add / })).not.toHaveLength(0);
  });

  it('asks for a shop when none is chosen', () => {
    renderRoute(<PromotionsRoute />, '/promotions', 'promotions');
    expect(screen.getByText('Choose a shop to see its offers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose your store' })).toBeInTheDocument();
  });
});

describe('stokvel and combos', () => {
  it('lists stokvel offers at a market supplier', async () => {
    useDeployment('market');
    chooseSupplier(KHAYA_FRESH);
    renderRoute(<StokvelRoute />, '/stokvel', 'stokvel');
    await screen.findAllByRole('button', { name: /^Add / });
    expect(screen.getAllByText('Stokvel', { selector: '.badge' }).length).toBe(offerNames().length);
  });

  it('lists combos with what each holds', async () => {
    useDeployment('market');
    chooseSupplier(KHAYA_FRESH);
    renderRoute(<CombosRoute />, '/combos', 'combos');
    const [contents] = await screen.findAllByRole('list', { name: 'In this combo' });
    expect(within(contents!).getAllByRole('listitem')[0]).toHaveTextContent(/^\d+(\.\d+)? × \S/);
  });

  it.each([
    [StokvelRoute, 'stokvel', 'No stokvel offers found, check again tomorrow'],
    [CombosRoute, 'combos', 'No combos available, check again tomorrow'],
  ] as const)('shows the empty wording exactly (%#)', async (Route, name, text) => {
    setScenario('empty');
    chooseSupplier(SEA_POINT);
    renderRoute(<Route />, `/${name}`, name);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
