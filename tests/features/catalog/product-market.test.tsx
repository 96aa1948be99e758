import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureAnalytics, onTrack } from '../../../src/analytics/analytics';
import { withFreshBackend } from '../../mocks/handlers-helpers';
import { renderApp } from '../../support/render-app';
import { atKhayaFresh, atSeaPoint, offerRows, title } from './product-fixtures';

// The product page against the real fake backend, as in product.test.tsx, in a market deployment or
// with no shop chosen; the same analytics and user-event set-up per test as there.

withFreshBackend();

const events: [string, Record<string, unknown>][] = [];
let stopTracking = () => {};
beforeEach(() => {
  configureAnalytics({ enabled: true });
  events.length = 0;
  stopTracking = onTrack((event, params) => events.push([event, params]));
  userEvent.setup({ delay: null });
});
afterEach(() => stopTracking());

describe('product page in market mode', () => {
  it('labels stokvel offers', async () => {
    await atKhayaFresh('/product/1004');
    await title('Long grain white rice');
    const stokvel = await screen.findByText('Stokvel');
    expect(stokvel.closest('li.offer-row')).toHaveTextContent('10 kg');
  });

  it("asks for the product's picture first and its offers' thumbnails after it, lazily", async () => {
    await atSeaPoint('/product/1001');
    await title('Basmati rice');
    const picture = document.querySelector('main img[fetchpriority="high"]');
    expect(picture?.getAttribute('src')).toMatch(/\/img\/product\/1001-300\.svg$/);
    const thumbnails = offerRows().map((row) => row.querySelector('img'));
    expect(thumbnails.length).toBeGreaterThan(1);
    for (const image of thumbnails) {
      expect(image).toHaveAttribute('fetchpriority', 'low');
      expect(image).toHaveAttribute('loading', 'lazy');
    }
  });

  it('lists what a combo holds with images and quantities', async () => {
    await atKhayaFresh('/product/5002');
    const combo = await screen.findByRole('region', { name: 'In this combo' });
    const items = within(combo).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(3);
    expect(
      within(combo).getByText('Philippi Farm Collective Mielies (sweetcorn)').parentElement,
    ).toHaveTextContent('Qty 4');
    // Decorative (alt=""), so not in the accessibility tree: fixed size and lazy all the same.
    for (const image of combo.querySelectorAll('img')) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('width', '48');
    }
  });

  it('lists every shop’s offers, each naming its shop, when none is chosen (price comparison)', async () => {
    await renderApp({ deployment: 'market', route: '/product/1004' });
    await screen.findByRole('region', { name: 'Offers' });
    const shops = await screen.findAllByText(/^At /);
    expect(new Set(shops.map((shop) => shop.textContent)).size).toBeGreaterThan(1);
    expect(screen.queryByRole('heading', { level: 1, name: 'Choose a shop' })).toBeNull();
  });
});
