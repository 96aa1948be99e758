import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import * as orderKeys from '../../src/api/keys/orders';
import {
  AFTER_FIRST_PAGE,
  resetStartedAfterFirstPage,
  startAfterFirstPage,
} from '../../src/app/boot/after-first-page';
import { holdUntilFirstPage } from '../../src/app/boot/first-page-gate';
import type { StartedApp } from '../../src/app/offline/start-offline';
import { useAccountStore } from '../../src/stores/account-store';
import { useAlertsStore } from '../../src/stores/alerts-store';
import { DEMO, SEA_POINT } from '../support/fixtures';
import { server } from '../support/msw';
import { renderApp } from '../support/render-app';

// The shell's open-orders check in the whole app: the demo shopper signed in against the fake
// backend, and a 401 from any call ending the session in one place, as start.tsx wires it.

const INCOMPLETE = '*/api/v1/users/:user_id/orders/incomplete';

const openAt = (route: string) => renderApp({ supplier: SEA_POINT, user: 'demo', route });
const page = (name: string) => screen.findByRole('heading', { level: 1, name });

const answer = (status: number) =>
  server.use(
    http.get(INCOMPLETE, () => HttpResponse.json({ status: 'error', messages: ['Not found'] }, { status })),
  );
const alerts = () => useAlertsStore.getState().alerts.map((alert) => alert.message);

describe('the open-orders check', () => {
  afterEach(() => resetStartedAfterFirstPage());

  it('signs the shopper out when the server no longer knows the account (404), and leaves the account page', async () => {
    answer(404);
    const { router } = await openAt('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await page('Shop by category')).toBeVisible();
    expect(useAccountStore.getState().account).toBeNull();
    expect(localStorage.getItem('storefront.account')).not.toContain(DEMO.login);
    expect(alerts()).toEqual(['Signed out']);
  });

  it('signs out on an expired session (401) too, and asks to sign in again', async () => {
    answer(401);
    const { router } = await openAt('/');
    await waitFor(() => expect(useAccountStore.getState().account).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign_in'));
    expect(await page('Sign in')).toBeVisible();
    expect(alerts()).toEqual(['Your session has ended. Sign in again to carry on.']);
  });

  it('waits while the first page loads, then asks', async () => {
    let calls = 0;
    server.use(
      http.get(INCOMPLETE, () => {
        calls += 1;
        return HttpResponse.json({ status: 'ok', orders: [] });
      }),
    );
    // As startApp holds it: the gate opens once the first page is rendering, and the watch is a task
    // of the list that starts then.
    const rendering = holdUntilFirstPage(0);
    startAfterFirstPage(
      {} as StartedApp,
      AFTER_FIRST_PAGE.filter(({ name }) => name === 'signed-in watch'),
    );
    await openAt('/');
    expect(await page('Shop by category')).toBeVisible();
    expect(calls).toBe(0);
    rendering();
    await waitFor(() => expect(calls).toBe(1));
  });

  it('keeps the shopper signed in when the server merely fails (500)', async () => {
    let calls = 0;
    server.use(
      http.get(INCOMPLETE, () => {
        calls += 1;
        return HttpResponse.json({ status: 'error', messages: ['Internal server error'] }, { status: 500 });
      }),
    );
    const { router } = await openAt('/profile');
    await waitFor(() => expect(calls).toBe(1));
    expect(await page('Profile')).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    expect(useAccountStore.getState().account?.login).toBe(DEMO.login);
    expect(alerts()).toEqual([]);
  });

  it('asks once on arrival, not again for the same page', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/orders/incomplete')) calls += 1;
    });
    const { queryClient } = await openAt('/profile');
    const userId = useAccountStore.getState().account?.id ?? 0;
    await waitFor(() => expect(queryClient.getQueryState(orderKeys.open(userId))?.status).toBe('success'));
    // Nothing is in flight or queued once the first answer is in: no second request can follow.
    await act(() => Promise.resolve());
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toBe(1);
  });

  it('asks the fake backend for real and stays signed in when it answers', async () => {
    const { queryClient } = await openAt('/profile');
    const userId = useAccountStore.getState().account?.id ?? 0;
    await waitFor(() => expect(queryClient.getQueryState(orderKeys.open(userId))?.status).toBe('success'));
    expect(useAccountStore.getState().account?.login).toBe(DEMO.login);
    expect(await page('Profile')).toBeVisible();
  });
});
