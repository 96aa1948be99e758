import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import type { CategoryResponseSchema } from '../../../src/api/schemas/catalog';
import { withFreshBackend } from '../../mocks/handlers-helpers';
import { SEA_POINT } from '../../support/fixtures';
import { server } from '../../support/msw';
import { renderApp } from '../../support/render-app';

// A category far larger than the seed's: 2,000 products must never mean 2,000 tiles in the page.

withFreshBackend();

const PRODUCTS = 2_000;

/** Answers every category request with one category of `count` products. */
function categoryOf(count: number) {
  server.use(
    http.get('*/catalog/v1/categories/:id', () =>
      HttpResponse.json({
        status: 'ok',
        category: {
          id: 900,
          name: 'Everything',
          image_url: null,
          categories: [],
          products: Array.from({ length: count }, (_, i) => ({
            id: i + 1,
            name: `Product ${i + 1}`,
            image_url: `https://img.test/product/${i + 1}-300.jpg`,
          })),
        },
      } satisfies z.input<typeof CategoryResponseSchema>),
    ),
  );
}

const openCategory = () => renderApp({ supplier: SEA_POINT, route: '/category/900' });

beforeEach(() => categoryOf(PRODUCTS));

async function productLinks() {
  const list = await screen.findByRole('list', { name: 'Products' });
  return within(list).getAllByRole('link');
}

describe('a long category', () => {
  it('keeps a window of tiles in the page, each saying where it stands among all 2,000', async () => {
    await openCategory();
    const links = await productLinks();
    // jsdom lays nothing out: one column of estimated rows fills its 768px window, plus the overscan.
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThan(20);
    expect(links[0]).toHaveAccessibleName('Product 1');
    const first = links[0]!.closest('li');
    expect(first).toHaveAttribute('aria-posinset', '1');
    expect(first).toHaveAttribute('aria-setsize', String(PRODUCTS));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('Back to top scrolls up and puts focus on the heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await openCategory();
    await productLinks();
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Everything' })).toHaveFocus();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('lists a category of 40 or fewer whole, without the windowing', async () => {
    categoryOf(40);
    await openCategory();
    const links = await productLinks();
    expect(links).toHaveLength(40);
    expect(links[39]).toHaveAccessibleName('Product 40');
    expect(links[0]!.closest('li')).not.toHaveAttribute('aria-setsize');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});
