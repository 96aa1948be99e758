import { act, screen, within } from '@testing-library/react';
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

/** Stands in for IntersectionObserver (jsdom has none); `reach` says the sentinel came into range. */
class FakeObserver {
  static current: FakeObserver | null = null;
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.current = this;
  }
  observe() {}
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = null;
  }
  reach(isIntersecting = true) {
    this.callback([{ isIntersecting }]);
  }
}

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

beforeEach(() => {
  FakeObserver.current = null;
  categoryOf(PRODUCTS);
});

async function productLinks() {
  const list = await screen.findByRole('list', { name: 'Products' });
  return within(list).getAllByRole('link');
}

describe('a long category', () => {
  it('mounts 40 tiles, then the next 40 as the shopper scrolls near the end', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await openCategory();
    expect(await productLinks()).toHaveLength(40);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 40 of 2000 products');

    act(() => FakeObserver.current?.reach(false));
    expect(await productLinks()).toHaveLength(40);
    act(() => FakeObserver.current?.reach());
    const links = await productLinks();
    expect(links).toHaveLength(80);
    expect(links[79]).toHaveAccessibleName('Product 80');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 80 of 2000 products');
  });

  it("adds a page per 'Show more' press and moves focus to the first new product", async () => {
    await openCategory();
    expect(await productLinks()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const links = await productLinks();
    expect(links).toHaveLength(80);
    expect(links[40]).toHaveFocus();
    expect(links[40]).toHaveAccessibleName('Product 41');
  });

  it('stops offering more once every product is shown', async () => {
    categoryOf(85);
    await openCategory();
    expect(await productLinks()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await productLinks()).toHaveLength(80);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await productLinks()).toHaveLength(85);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
