import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configureAnalytics, onTrack } from '../../../src/analytics/analytics';
import { setScenario } from '../../../src/mocks/scenarios';
import { useCartStore } from '../../../src/domain/basket/cart-store';
import { useDialogsStore } from '../../../src/stores/dialogs-store';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { SEA_POINT } from '../../support/fixtures';
import { holdAnswers, recordRequests } from '../../support/msw';
import { failEveryCall, renderApp } from '../../support/render-app';

// The offer lists in the whole app: promotions at Sea Point, stokvel and combos at Khaya Fresh.

const atSeaPoint = (route: string) => renderApp({ supplier: SEA_POINT, route });
const atKhayaFresh = (route: string) => renderApp({ deployment: 'market', supplier: KHAYA_FRESH, route });

const offerNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('promotions', () => {
  it('lists the active promotions as offer cards with price, was-price and label', async () => {
    const requests = recordRequests('/promotions_active');
    const promotions = holdAnswers('get', '*/promotions_active');
    await atSeaPoint('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    promotions.release();
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

  it('adds a counted promotion with one tap (select_item, add_to_cart), and the card becomes its stepper', async () => {
    await atSeaPoint('/promotions');
    const name = 'Khanya Foods Basmati rice, 5 kg';
    const add = await screen.findByRole('button', { name: `Add ${name} to the basket` });
    // Only the tap is watched: the page view is the shell's (tests/app/page-views.test.ts).
    configureAnalytics({ enabled: true });
    const events: string[] = [];
    const stop = onTrack((event) => events.push(event));
    await userEvent.click(add);
    const stepper = await screen.findByRole('group', { name: `${name} in the basket` });
    stop();
    expect(within(stepper).getByRole('status')).toHaveTextContent('1');
    expect(useCartStore.getState().items.map((line) => [line.name, line.qty])).toEqual([[name, 1]]);
    expect(useDialogsStore.getState().addToCart).toBeNull();
    expect(events).toEqual(['select_item', 'add_to_cart']);
  });

  it('names the running leaflet above the promotions on /leaflets_promotions', async () => {
    await atSeaPoint('/leaflets_promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaflet specials' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /specials this fortnight/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/.*\.pdf$/);
    expect(await screen.findAllByRole('button', { name: /^Add / })).not.toHaveLength(0);
  });

  it('says so when there are none', async () => {
    setScenario('empty');
    await atSeaPoint('/promotions');
    expect(await screen.findByText('No promotion offers found, check again tomorrow')).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    failEveryCall();
    await atSeaPoint('/promotions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    setScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('button', { name: /^Add / })).not.toHaveLength(0);
  });

  it('asks for a shop when none is chosen', async () => {
    await renderApp({ route: '/promotions' });
    expect(await screen.findByText('Choose a shop to see its offers.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose your store' })).toBeInTheDocument();
  });
});

describe('stokvel and combos', () => {
  it('lists stokvel offers at a market supplier', async () => {
    await atKhayaFresh('/stokvel');
    await screen.findAllByRole('button', { name: /^Add / });
    expect(screen.getAllByText('Stokvel', { selector: '.badge' }).length).toBe(offerNames().length);
  });

  it('lists combos with what each holds', async () => {
    await atKhayaFresh('/combos');
    const [contents] = await screen.findAllByRole('list', { name: 'In this combo' });
    expect(within(contents!).getAllByRole('listitem')[0]).toHaveTextContent(/^\d+(\.\d+)? × \S/);
  });

  it.each([
    ['/stokvel', 'No stokvel offers found, check again tomorrow'],
    ['/combos', 'No combos available, check again tomorrow'],
  ] as const)('shows the empty wording exactly (%#)', async (route, text) => {
    setScenario('empty');
    await atSeaPoint(route);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
