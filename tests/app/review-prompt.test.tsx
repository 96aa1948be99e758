import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as orderKeys from '../../src/api/keys/orders';
import { useAccountStore } from '../../src/stores/account-store';
import { useNoticesStore } from '../../src/stores/notices-store';
import { SEA_POINT } from '../support/fixtures';
import { SEEDED_UNREVIEWED_ORDER } from '../../src/mocks/db/history';
import { renderApp } from '../support/render-app';

// The review prompt of the shell: the demo shopper's history (fake backend) holds one collected
// order without a review, ORD-001002, and one delivered order already reviewed.

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

const prompt = () => screen.queryByRole('dialog', { name: PROMPT });

describe('the review prompt', () => {
  it('waits for the next page, then asks about the unreviewed order once', async () => {
    const { go } = await openWithHistory('/');
    // Not over the page the shopper is already using.
    expect(prompt()).toBeNull();

    await go('/basket');
    const dialog = await screen.findByRole('dialog', { name: PROMPT });
    expect(within(dialog).getByRole('group', { name: 'Your rating' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(prompt()).toBeNull());

    // Once per order: not on the next pages, nor after a reload (the mark is stored).
    await go('/');
    await go('/basket');
    expect(prompt()).toBeNull();
    expect(useNoticesStore.getState().reviewsOffered).toContain(SEEDED_UNREVIEWED_ORDER);
    expect(localStorage.getItem('storefront.notices')).toContain(String(SEEDED_UNREVIEWED_ORDER));
  });

  it('is never offered over checkout, an account form or an order', async () => {
    const { go } = await openWithHistory('/');
    for (const route of ['/profile', '/orders', '/orders/1001', '/address_management']) {
      await go(route);
      // The page itself, loaded (a page keeps its heading while it loads too).
      await waitFor(() => {
        expect(screen.queryByText('Loading…')).toBeNull();
        expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
      });
      expect(prompt(), route).toBeNull();
    }
    expect(useNoticesStore.getState().reviewsOffered).not.toContain(SEEDED_UNREVIEWED_ORDER);
    // Back on a browsing page, it is offered.
    await go('/');
    expect(await screen.findByRole('dialog', { name: PROMPT })).toBeVisible();
  });

  it('stays away when the order was already offered, on its own page or here', async () => {
    const { go } = await openWithHistory('/', true);
    await go('/basket');
    await go('/');
    expect(prompt()).toBeNull();
  });
});
