import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as orderKeys from '../../src/api/keys/orders';
import { useAccountStore } from '../../src/stores/account-store';
import { useNoticesStore } from '../../src/stores/notices-store';
import { SEA_POINT } from '../support/fixtures';
import { SEEDED_UNREVIEWED_ORDER } from '../../src/mocks/db/history';
import { getState } from '../../src/mocks/db/state';
import { renderApp } from '../support/render-app';

// The review offered on the home (app/layout/review-prompt.tsx): the demo shopper's history (fake
// backend) holds one collected order without a review, ORD-001002, and one delivered order
// already reviewed. It is a card in the page, never a dialog that opens by itself.

const PROMPT = `How was order ORD-00${SEEDED_UNREVIEWED_ORDER}?`;

async function openWithHistory(route: string, reviewAlreadyOffered = false) {
  const app = await renderApp({ supplier: SEA_POINT, user: 'demo', route, reviewAlreadyOffered });
  const userId = useAccountStore.getState().account?.id ?? 0;
  await waitFor(() =>
    expect(app.queryClient.getQueryState(orderKeys.history(userId))?.status).toBe('success'),
  );
  const go = (to: string) => act(() => app.router.navigate(to));
  return { ...app, go };
}

const card = () => screen.queryByRole('region', { name: PROMPT });
const dialog = () => screen.queryByRole('dialog', { name: PROMPT });

/** The page itself, loaded (a page keeps its heading while it loads too). */
async function loaded() {
  await waitFor(() => {
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

describe('the review card on the home', () => {
  it('is in the home page, not a dialog over it, and a star opens the review with that rating', async () => {
    await openWithHistory('/');
    const offer = await screen.findByRole('region', { name: PROMPT });
    expect(dialog()).toBeNull();
    await userEvent.click(within(offer).getByRole('button', { name: '4 stars' }));
    const review = await screen.findByRole('dialog', { name: PROMPT });
    expect(within(review).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(review).getByLabelText('What could we improve?')).toBeInTheDocument();
    await userEvent.click(within(review).getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(dialog()).toBeNull());
    const order = getState('reference').mut.orders.find((o) => o.id === SEEDED_UNREVIEWED_ORDER)!;
    expect(order.review).toMatchObject({ rating: 4 });
    // Reviewed: the card goes once the history says so.
    await waitFor(() => expect(card()).toBeNull());
  });

  it("'Not now' puts it off for good: not on the next pages, nor after a reload", async () => {
    const { go } = await openWithHistory('/');
    const offer = await screen.findByRole('region', { name: PROMPT });
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(card()).toBeNull());
    await go('/basket');
    await go('/');
    await loaded();
    expect(card()).toBeNull();
    expect(useNoticesStore.getState().reviewsOffered).toContain(SEEDED_UNREVIEWED_ORDER);
    expect(localStorage.getItem('storefront.notices')).toContain(String(SEEDED_UNREVIEWED_ORDER));
  });

  it('never opens a dialog by itself, on the home or any other page', async () => {
    const { go } = await openWithHistory('/');
    await screen.findByRole('region', { name: PROMPT });
    for (const route of ['/basket', '/basket/compare', '/profile', '/orders', '/address_management', '/']) {
      await go(route);
      await loaded();
      expect(screen.queryByRole('dialog'), route).toBeNull();
    }
    // Offered only on the home: the other pages do not carry the card.
    await go('/basket');
    await loaded();
    expect(card()).toBeNull();
    expect(useNoticesStore.getState().reviewsOffered).not.toContain(SEEDED_UNREVIEWED_ORDER);
  });

  it('stays away when the order was already put off, here or on its own page', async () => {
    await openWithHistory('/', true);
    await loaded();
    expect(card()).toBeNull();
  });
});
