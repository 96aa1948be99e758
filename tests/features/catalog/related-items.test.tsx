import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AFTER_FIRST_PAGE,
  resetStartedAfterFirstPage,
  startAfterFirstPage,
} from '../../../src/app/boot/after-first-page';
import { holdUntilFirstPage } from '../../../src/app/boot/first-page-gate';
import type { StartedApp } from '../../../src/app/offline/start-offline';
import { withFreshBackend } from '../../mocks/handlers-helpers';
import { recordRequests } from '../../support/msw';
import { atSeaPoint, title } from './product-fixtures';

// A product page's related items against the fake backend: tiles with a price and Add, each asking
// for its sellable's offers once the section nears the screen.

withFreshBackend();

/** A browser's IntersectionObserver, driven by the test: nothing is near until it says so. */
function stubIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {}
    },
  );
  return {
    comesNear(target: Element) {
      const watching = observers.find((observer) => observer.targets.includes(target));
      expect(watching, 'an observer on the element').toBeDefined();
      const entry = { isIntersecting: true, target } as unknown as IntersectionObserverEntry;
      act(() => watching!.callback([entry], {} as IntersectionObserver));
    },
  };
}

/**
 * Product 2019 open, its offers shown and its related items not yet asked for; `tilesAsk` waits
 * for a related tile with its price and checks that the sellables' offers were asked for.
 */
async function productWithRelatedWaiting() {
  const asked = recordRequests('/offers');
  const sellableCalls = () => asked.filter((url) => url.pathname.includes('/sellables/'));
  await atSeaPoint('/product/2019');
  const related = await screen.findByRole('region', { name: 'Related items' });
  await screen.findByText(/^From /);
  expect(sellableCalls()).toEqual([]);
  expect(within(related).queryByRole('link', { name: /Crunchy peanut butter/ })).toBeNull();
  return {
    related,
    async tilesAsk() {
      await within(related).findByRole('link', { name: /^Loose & Local Crunchy peanut butter/ });
      expect(sellableCalls().length).toBeGreaterThan(0);
    },
  };
}

describe('related items', () => {
  it('groups related items by relation as tiles with a price, and opens the related product', async () => {
    const { router } = await atSeaPoint('/product/2019');
    const related = await screen.findByRole('region', { name: 'Related items' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Similar items', 'Goes well with']);
    const crunchy = await within(related).findByRole('link', {
      name: /^Loose & Local Crunchy peanut butter \(per kg\) R \d+\.\d\d \/ kg$/,
    });
    await userEvent.setup({ delay: null }).click(crunchy);
    await title('Crunchy peanut butter');
    expect(router.state.location.pathname).toBe('/product/2020');
  });

  it('asks for the related items only once their section nears the screen', async () => {
    const intersections = stubIntersections();
    try {
      const { related, tilesAsk } = await productWithRelatedWaiting();
      intersections.comesNear(related);
      await tilesAsk();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on a product opened by a link, asks only once the first page has had its quiet moment', async () => {
    // As startApp holds it: the gate opens once the first page is rendering, and the related items
    // are a task of the list that starts then.
    const rendered = holdUntilFirstPage(0);
    startAfterFirstPage(
      {} as StartedApp,
      AFTER_FIRST_PAGE.filter(({ name }) => name === 'related items'),
    );
    try {
      // No IntersectionObserver in jsdom: the section counts as near at once, so only the list holds.
      const { tilesAsk } = await productWithRelatedWaiting();
      act(() => rendered());
      await tilesAsk();
    } finally {
      resetStartedAfterFirstPage();
    }
  });
});
