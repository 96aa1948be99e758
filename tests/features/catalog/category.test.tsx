import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoryFirstRow } from '../../../src/features/catalog/tile-picture';
import { configureAnalytics, onTrack } from '../../../src/analytics/analytics';
import { setScenario } from '../../../src/mocks/scenarios';
import { withFreshBackend } from '../../mocks/handlers-helpers';
import { SEA_POINT } from '../../support/fixtures';
import { holdAnswers, recordRequests } from '../../support/msw';
import { failEveryCall, renderApp } from '../../support/render-app';

// The category page in the whole app at Sea Point, against the fake backend with its clock pinned.

withFreshBackend();

const renderAt = (route: string) => renderApp({ supplier: SEA_POINT, route });

describe('category page', () => {
  it('names the category, links its sub-categories and tracks one page view with the category', async () => {
    configureAnalytics({ enabled: true });
    const seen: unknown[] = [];
    const stop = onTrack((event, params) => seen.push([event, params]));
    const category = holdAnswers('get', '*/catalog/v1/categories/:id');
    await renderAt('/category/101');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    category.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
    const subs = screen.getByRole('navigation', { name: 'Sub-categories' });
    expect(
      within(subs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Grains & rice', 'Legumes', 'Flours & meal', 'Pasta & noodles']);
    expect(within(subs).getByRole('link', { name: 'Grains & rice' })).toHaveAttribute(
      'href',
      '/category/201',
    );
    stop();
    expect(seen).toEqual([
      ['page_view', { path: '/category/101', category_id: 101, category_name: 'Pantry staples' }],
    ]);
  });

  it('lists products as tiles with a 300x300 image, lazy below the first row, linking to the product page', async () => {
    await renderAt('/category/201');
    const products = await screen.findByRole('list', { name: 'Products' });
    const basmati = within(products).getByRole('link', { name: 'Basmati rice' });
    expect(basmati).toHaveAttribute('href', '/product/1001');
    const image = basmati.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const third = within(products).getAllByRole('link')[2]?.querySelector('img');
    expect(third).toHaveAttribute('loading', 'lazy');
    expect(third).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('width', '300');
    expect(image?.getAttribute('srcset')).toMatch(/1001-600\.svg 600w$/);
    expect(within(products).getAllByRole('link')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  // The early boot script (app/boot/early/early.ts) preloads categoryFirstRow of the raw answer: a
  // preload of another file than the tile shows would download the picture twice.
  it.each([
    ['with sub-categories', '/category/101'],
    ['of products only', '/category/201'],
  ])(
    'fetches first and at once the pictures the early script preloads, in a category %s',
    async (_, route) => {
      const asked = recordRequests(route.replace('/category', ''));
      await renderAt(route);
      await screen.findByRole('heading', { level: 1 });
      const shown = [...document.querySelectorAll<HTMLImageElement>('main img[fetchpriority="high"]')].map(
        (image) => ({ src: image.src, srcSet: image.srcset, sizes: image.sizes }),
      );
      const answer = (await (await fetch(asked[0]!)).json()) as {
        category: Parameters<typeof categoryFirstRow>[0];
      };
      expect(shown).toHaveLength(2);
      expect(categoryFirstRow(answer.category)).toEqual(shown);
    },
  );

  it('opens a sub-category from its parent', async () => {
    const { router } = await renderAt('/category/101');
    await userEvent.click(await screen.findByRole('link', { name: 'Legumes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legumes' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/category/202');
  });

  it('says an unknown category is not found and offers the way home', async () => {
    await renderAt('/category/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('does not ask the server about a malformed id', async () => {
    const requests = recordRequests();
    await renderAt('/category/oats');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    // Only the shell's own supplier refresh, which every navigation makes.
    expect(requests.map((url) => url.pathname)).toEqual(['/reference/catalog/v1/suppliers/14']);
  });

  it('offers a retry when the server fails, and recovers', async () => {
    failEveryCall();
    await renderAt('/category/201');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, try again');
    setScenario(null);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Grains & rice' })).toBeVisible();
  });

  it("says 'No items found' for a category with nothing in it", async () => {
    setScenario('empty');
    await renderAt('/category/201');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grains & rice' })).toBeVisible();
    expect(screen.getByText('No items found')).toBeVisible();
  });

  it('shows the category across every shop in market mode without one (price comparison)', async () => {
    const requests = recordRequests('/catalog/v1/categories/101');
    await renderApp({ deployment: 'market', route: '/category/101' }); // no shop: price comparison
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantry staples' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: 'Choose a shop' })).toBeNull();
    expect(requests.map((url) => url.searchParams.has('supplier_id'))).toEqual([false]);
  });
});
