import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SPECIALS_SHOWN } from '../../../src/features/catalog/components/home-rows';
import { setScenario } from '../../../src/mocks/scenarios';
import { usePreferencesStore } from '../../../src/stores/preferences-store';
import { withFreshBackend } from '../../mocks/handlers-helpers';
import { KHAYA_FRESH } from '../../support/fake-backend';
import { SEA_POINT } from '../../support/fixtures';
import { holdAnswers, recordRequests, server } from '../../support/msw';
import { failEveryCall, renderApp } from '../../support/render-app';

// The catalogue home in the whole app, against the fake backend with its clock pinned.

withFreshBackend();

/** The home at Sea Point (agency deployment). */
const openHome = () => renderApp({ supplier: SEA_POINT });

function entries() {
  const nav = screen.getByRole('navigation', { name: 'Offers and stores' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** How each category tile's picture is fetched: [loading, fetchpriority]. */
function tileLoading(container: HTMLElement) {
  return [...container.querySelectorAll('.tile-grid img')].map((img) => [
    img.getAttribute('loading'),
    img.getAttribute('fetchpriority'),
  ]);
}

describe('catalogue home, agency mode', () => {
  it('shows skeleton tiles, then root categories with image, name and count linking to each', async () => {
    const categories = holdAnswers('get', '*/catalog/v1/categories');
    const { container } = await openHome();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('.tile')).toHaveLength(6);
    categories.release();

    const pantry = await screen.findByRole('link', { name: 'Pantry staples 40 products' });
    expect(pantry).toHaveAttribute('href', '/category/101');
    const image = pantry.querySelector('img');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '300');
    expect(image?.getAttribute('srcset')).toMatch(/101-300\.svg 300w, .*101-600\.svg 600w$/);
    // The first row (two tiles on a phone) is in view at once, the rest load lazily. The banner
    // above leads the page, so the first row is asked for at once but behind it.
    expect(tileLoading(container).slice(0, 3)).toEqual([
      ['eager', 'low'],
      ['eager', 'low'],
      ['lazy', null],
    ]);
    expect(screen.getByRole('img', { name: 'Featured: Cleaning refills' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(screen.getByRole('link', { name: 'Reusables 17 products' })).toHaveAttribute(
      'href',
      '/category/113',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('links banners, ad banners and ad popups (inline) to their categories', async () => {
    await openHome();
    const strip = await screen.findByRole('list', { name: 'Featured' });
    const links = within(strip).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/category/111',
      '/category/222',
      '/category/113',
      '/category/113',
      '/category/222',
    ]);
    // Named by the root category they open when the page knows it.
    expect(links[0]).toHaveAccessibleName('Featured: Cleaning refills');
    expect(links[1]).toHaveAccessibleName('Featured offer 2 of 5');
    expect(within(strip).getAllByRole('img')[0]).toHaveAttribute('width', '600');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers promotions, leaflets and stores; stokvel and combos stay off as the flags say', async () => {
    await openHome();
    await screen.findByRole('link', { name: /^Pantry staples \d+ products$/ });
    expect(entries()).toEqual([
      ['Promotions', '/promotions'],
      ['Specials leaflets', '/leaflets'],
      ['Stores', '/agencies'],
    ]);
  });

  it('still shows the categories when banners and ads fail', async () => {
    server.use(
      http.get('*/api/v2/banners', () => HttpResponse.json({ status: 'error' }, { status: 500 })),
      http.get('*/api/v2/ads', () => HttpResponse.json({ status: 'error' }, { status: 500 })),
    );
    const { container } = await openHome();
    expect(await screen.findByRole('link', { name: /Pantry staples/ })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Featured' })).not.toBeInTheDocument();
    // With no banner, the first row of categories is the page's lead picture.
    expect(tileLoading(container).slice(0, 3)).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', null],
    ]);
  });

  it('never renders an image address the API sends that is not a web image', async () => {
    const script = 'javascript:alert(1)';
    const svg = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
    const category = (id: number, name: string, image_url: string | null) => ({
      id,
      name,
      image_url,
      categories: [],
      products: [],
      categories_count: 0,
      products_count: 3,
    });
    server.use(
      http.get('*/catalog/v1/categories', () =>
        HttpResponse.json({
          status: 'ok',
          categories: [
            category(101, 'Pantry staples', script),
            category(102, 'Bakery', svg),
            category(103, 'Reusables', 'https://api.fake-supplier.test/img/103-300.svg'),
          ],
        }),
      ),
      http.get('*/api/v2/banners', () =>
        HttpResponse.json({
          status: 'ok',
          banners: [
            { image_url: script, target_id: 101 },
            { image_url: svg, target_id: null },
            { image_url: 'https://api.fake-supplier.test/img/banner.svg', target_id: 103 },
          ],
        }),
      ),
      http.get('*/api/v2/ads', () => HttpResponse.json({ status: 'ok', ads: { banners: [], popups: [] } })),
      // No Specials row: the pictures counted below are the categories' and the banners' only.
      http.get('*/catalog/v1/suppliers/:id/promotions_active', () =>
        HttpResponse.json({ status: 'ok', offers: [] }),
      ),
    );
    const { container } = await openHome();
    const pantry = await screen.findByRole('link', { name: 'Pantry staples 3 products' });

    // The hostile tiles show the no-image box; the safe one keeps its picture.
    expect(pantry.querySelector('img')).toBeNull();
    expect(pantry.querySelector('span.tile__img')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bakery 3 products' }).querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Reusables 3 products' }).querySelector('img')).toHaveAttribute(
      'src',
      'https://api.fake-supplier.test/img/103-300.svg',
    );
    // A banner is only its picture: the hostile ones are left out, the strip counts what it shows.
    const strip = screen.getByRole('list', { name: 'Featured' });
    expect(within(strip).getAllByRole('link')).toHaveLength(1);
    expect(within(strip).getByRole('img')).toHaveAttribute(
      'src',
      'https://api.fake-supplier.test/img/banner.svg',
    );

    // Nowhere in the page or its preloads, in any form.
    const addresses = [...document.querySelectorAll('img, link[rel="preload"]')].flatMap((element) =>
      ['src', 'srcset', 'href'].map((name) => element.getAttribute(name) ?? ''),
    );
    expect(addresses.filter((value) => /javascript:|data:/i.test(value))).toEqual([]);
    expect(container.querySelectorAll('img')).toHaveLength(2);
  });

  it('shows an error with a retry that recovers', async () => {
    failEveryCall();
    await openHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, try again');
    setScenario(null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Pantry staples/ })).toBeVisible();
  });

  it("says 'No items found' when the shop has no categories", async () => {
    setScenario('empty');
    await openHome();
    expect(await screen.findByText('No items found')).toBeVisible();
    expect(entries()).toEqual([
      ['Promotions', '/promotions'],
      ['Stores', '/agencies'],
    ]);
  });
});

describe("the home's product rows", () => {
  it('shows Specials from the promotions, except with the data saver on, which never asks for them', async () => {
    usePreferencesStore.getState().setDataLight(true);
    const asked = recordRequests('/promotions_active');
    await renderApp({ supplier: SEA_POINT, user: 'demo' });
    // The rows come after the first page: Buy again (from the order history) says they are in.
    await screen.findByRole('region', { name: 'Buy again' });
    expect(screen.queryByRole('region', { name: 'Specials' })).toBeNull();
    expect(asked).toEqual([]);

    act(() => usePreferencesStore.getState().setDataLight(false));
    const specials = await screen.findByRole('region', { name: 'Specials' });
    const tiles = within(specials).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(SPECIALS_SHOWN);
    expect(within(specials).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/promotions');
    expect(asked).toHaveLength(1);
  });
});

describe('catalogue home, market mode', () => {
  it('adds stokvel and combos, leaves out stores, at the chosen supplier', async () => {
    await renderApp({ deployment: 'market', supplier: KHAYA_FRESH });
    await screen.findByRole('link', { name: /^Pantry staples \d+ products$/ });
    expect(entries()).toEqual([
      ['Promotions', '/promotions'],
      ['Stokvel', '/stokvel'],
      ['Combos', '/combos'],
      ['Specials leaflets', '/leaflets'],
    ]);
  });

  it('shows the whole marketplace during price comparison, asking the agency host without a supplier_id', async () => {
    const requests = recordRequests('/catalog/v1/categories');
    await renderApp({ deployment: 'market' });
    await screen.findByRole('link', { name: /^Pantry staples \d+ products$/ });
    expect(screen.queryByRole('heading', { level: 1, name: 'Choose a shop' })).toBeNull();
    // Per-shop lists (promotions, stokvel, combos) need a shop; leaflets show those around.
    expect(entries()).toEqual([['Specials leaflets', '/leaflets']]);
    expect(requests.map((url) => url.searchParams.has('supplier_id'))).toEqual([false]);
  });
});
