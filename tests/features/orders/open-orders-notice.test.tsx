import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as orderKeys from '../../../src/api/keys/orders';
import { setScenario } from '../../../src/mocks/scenarios';
import { useAccountStore } from '../../../src/stores/account-store';
import { useSessionStore } from '../../../src/stores/session-store';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';
import { placeTestOrder } from './place-test-order';

// The shell's open-orders notice (spec section 2): stock short or awaiting payment needs the shopper.
// A banner in the page flow, not a dialog, and only from the page after the check answered: it
// answers seconds after a page opens, under a busy thumb.

/** Stock-short orders placed before the visit (the stock_short scenario shorts every new order). */
async function shortOrders(count: number) {
  setScenario('stock_short');
  const placed = [];
  for (let i = 0; i < count; i += 1) placed.push(await placeTestOrder());
  return placed;
}

const banner = (name: string | RegExp) => screen.findByRole('region', { name });
const noBanner = () => expect(screen.queryByRole('region', { name: /need.* your attention/ })).toBeNull();

/**
 * The demo shopper with `count` stock-short orders opens the basket; once the check has answered
 * there, they move on to `route`: the notice waits for the page after the answer.
 */
async function visitWithShortOrders(count: number, route = '/') {
  let placed: Awaited<ReturnType<typeof shortOrders>> = [];
  const app = await renderApp({
    user: 'demo',
    supplier: SEA_POINT,
    route: '/basket',
    before: async () => {
      placed = await shortOrders(count);
    },
  });
  const userId = useAccountStore.getState().account?.id ?? 0;
  await waitFor(() => expect(app.queryClient.getQueryState(orderKeys.open(userId))?.status).toBe('success'));
  noBanner();
  await act(() => app.router.navigate(route));
  return { ...app, placed };
}

describe('open-orders notice', () => {
  it('says one order needs attention in a banner, and leads to it, once a session', async () => {
    const {
      router,
      placed: [order],
    } = await visitWithShortOrders(1);
    const notice = await banner('An order needs your attention');
    expect(within(notice).getByRole('heading', { name: 'An order needs your attention' })).toBeVisible();
    expect(within(notice).getByText(`${order!.reference}: Stock short`)).toBeInTheDocument();
    // In the page, under the toolbar: no dialog opens over what the shopper is doing.
    expect(screen.queryByRole('dialog')).toBeNull();
    // Just above the page content, in its flow.
    expect(notice.nextElementSibling).toBe(screen.getByRole('main'));
    await userEvent.click(within(notice).getByRole('link', { name: 'View the order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${order!.id}`));
    expect(screen.queryByRole('region', { name: 'An order needs your attention' })).toBeNull();
    expect(useSessionStore.getState().openOrdersSeen).toEqual([order!.id]);
    // Back in the shop, it is not said again.
    await router.navigate('/');
    await screen.findByRole('heading', { level: 1, name: 'Shop by category' });
    noBanner();
  });

  it('goes away on Dismiss, for the session, and leaves the page as it was', async () => {
    const {
      router,
      placed: [order],
    } = await visitWithShortOrders(1);
    const notice = await banner('An order needs your attention');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'An order needs your attention' })).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().openOrdersSeen).toEqual([order!.id]);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
  });

  it('counts several orders and leads to the order list', async () => {
    await visitWithShortOrders(2);
    const notice = await banner('2 orders need your attention');
    expect(within(notice).getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays out of the way on the order pages', async () => {
    await visitWithShortOrders(1, '/orders');
    await screen.findByRole('list', { name: 'Your orders' });
    noBanner();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
