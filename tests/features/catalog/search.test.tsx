import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../../src/api/operations';
import { configureAnalytics, onTrack } from '../../../src/analytics/analytics';
import { setScenario } from '../../../src/mocks/scenarios';
import { useDialogsStore } from '../../../src/stores/dialogs-store';
import { SEA_POINT } from '../../support/fixtures';
import { recordRequests, server } from '../../support/msw';
import { failEveryCall, renderApp } from '../../support/render-app';

const input = () => screen.getByRole('searchbox', { name: 'Search products' });
const cards = () => within(screen.getAllByRole('list')[0]!).getAllByRole('heading', { level: 2 });

const openSearch = (route = '/search') => renderApp({ supplier: SEA_POINT, route });

describe('search', () => {
  it('prompts before the shopper types, with the input labelled and focused', async () => {
    await openSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByText('Search for products')).toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it('debounces typing into one request and keeps the query in the URL without new history', async () => {
    const searched = recordRequests('/offers/search');
    const { router } = await openSearch();
    await userEvent.type(input(), 'oat');
    expect(await screen.findAllByRole('link', { name: /oat/i })).not.toHaveLength(0);
    expect(searched.map((url) => url.searchParams.get('query'))).toEqual(['oat']);
    expect(searched[0]?.searchParams.get('supplier_id')).toBe('14');
    expect(searched[0]?.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?query=oat');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('restores the query from the URL on load (reload, Back) and searches at once', async () => {
    await openSearch('/search?query=rice');
    expect(input()).toHaveValue('rice');
    expect(input()).not.toHaveFocus();
    expect(await screen.findAllByRole('link', { name: /rice/i })).not.toHaveLength(0);
  });

  it('never lets a slow answer to an older query replace the newer results', async () => {
    let slowStarted = false;
    let slowAnswered = false;
    let answerSlowly = () => {};
    const held = new Promise<void>((resolve) => (answerSlowly = resolve));
    server.use(
      http.get('*/catalog/v1/offers/search', async ({ request }) => {
        if (new URL(request.url).searchParams.get('query') !== 'rice') return undefined;
        slowStarted = true;
        await held;
        slowAnswered = true;
        return undefined; // then the fake backend's real answer, long after the newer one
      }),
    );
    const { router, queryClient } = await openSearch();
    const user = userEvent.setup();
    await user.type(input(), 'rice');
    await waitFor(() => expect(slowStarted).toBe(true));
    await user.clear(input());
    await user.type(input(), 'soap');
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    // Now the older answer arrives (or is dropped as no longer wanted), and nothing is left to come.
    answerSlowly();
    await waitFor(() => {
      expect(slowAnswered).toBe(true);
      expect(queryClient.isFetching()).toBe(0);
    });
    expect(router.state.location.search).toBe('?query=soap');
    expect(input()).toHaveValue('soap');
    const soap = await api.catalog.searchOffers({ query: 'soap', supplier_id: 14, page: 1, per_page: 20 });
    expect(cards().map((card) => card.textContent)).toEqual(soap.offers.map((offer) => offer.name));
  });

  it('loads the next page with the Load more button until there is no next page', async () => {
    const searched = recordRequests('/offers/search');
    await openSearch('/search?query=a');
    await waitFor(() => expect(cards()).toHaveLength(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(searched.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(searched[1]?.searchParams.get('per_page')).toBe('20');
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    class FakeObserver {
      constructor(public callback: IntersectionObserverCallback) {
        observers.push(this);
      }
      observe(target: Element) {
        (this as { target?: Element }).target = target;
      }
      disconnect() {}
    }
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    try {
      await openSearch('/search?query=a');
      await waitFor(() => expect(cards()).toHaveLength(20));
      // The list watches its end once the page has settled (no fetch in flight), not at first paint.
      await waitFor(() => expect(observers.at(-1)?.target).toBeDefined());
      const live = observers.at(-1)!;
      live.callback(
        [{ isIntersecting: true, target: live.target } as IntersectionObserverEntry],
        live as unknown as IntersectionObserver,
      );
      await waitFor(() => expect(cards()).toHaveLength(40));
    } finally {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('says when nothing matches', async () => {
    setScenario('empty');
    await openSearch('/search?query=oat');
    expect(await screen.findByText('No items found')).toBeInTheDocument();
  });

  it('shows the error with a retry that searches again', async () => {
    failEveryCall();
    await openSearch('/search?query=oat');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
    setScenario(null);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('link', { name: /oat/i })).not.toHaveLength(0);
  });

  it('tracks one search event per settled query', async () => {
    configureAnalytics({ enabled: true });
    const events: [string, unknown][] = [];
    const stop = onTrack((event, params) => events.push([event, params]));
    await openSearch();
    await userEvent.type(input(), 'oat');
    await screen.findAllByRole('link', { name: /oat/i });
    stop();
    // The shell tracks its page views beside them (tests/app/page-views.test.ts).
    expect(events.filter(([event]) => event === 'search')).toEqual([['search', { search_term: 'oat' }]]);
  });

  it('opens the add-to-basket panel from a card and links the card to its product', async () => {
    await openSearch('/search?query=oat');
    const [first] = await screen.findAllByRole('link', { name: /oat/i });
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/product\/\d+$/));
    const [add] = screen.getAllByRole('button', { name: /^Add .*oat/i });
    await userEvent.click(add!);
    expect(useDialogsStore.getState().addToCart?.name).toMatch(/oat/i);
  });
});
