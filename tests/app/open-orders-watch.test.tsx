import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { OpenOrdersWatch } from '../../src/app/layout/open-orders-watch';
import type { RouteHandle } from '../../src/app/navigation/route-handle';
import { orderKeys } from '../../src/api/query-keys';
import { useAccountStore } from '../../src/stores/account-store';
import { useAlertsStore } from '../../src/stores/alerts-store';
import { DEMO, signInAs } from '../features/account/signed-in';
import { server, withListsBackend } from '../features/catalog/lists-harness';
import { endSession } from '../../src/app/navigation/session-ended';
import { createQueryClient } from '../../src/lib/query-client';

withListsBackend();

const INCOMPLETE = '*/api/v1/users/:user_id/orders/incomplete';

function renderShellAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <OpenOrdersWatch />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>Home page</p>, handle: { name: 'catalog_root' } satisfies RouteHandle },
          {
            path: '/sign_in',
            element: <p>Sign in page</p>,
            handle: { name: 'sign_in' } satisfies RouteHandle,
          },
          {
            path: '/profile',
            element: <p>Profile page</p>,
            handle: { name: 'profile', auth: true } satisfies RouteHandle,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  // Wired as the app wires it (start.tsx): a 401 from any call ends the session in one place.
  const queryClient = createQueryClient({
    retry: false,
    onUnauthorized: () => endSession(queryClient, router),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

const answer = (status: number) =>
  server.use(
    http.get(INCOMPLETE, () => HttpResponse.json({ status: 'error', messages: ['Not found'] }, { status })),
  );
const alerts = () => useAlertsStore.getState().alerts.map((alert) => alert.message);

beforeEach(() => signInAs(DEMO));

describe('the open-orders check', () => {
  it('signs the shopper out when the server no longer knows the account (404), and leaves the account page', async () => {
    answer(404);
    renderShellAt('/profile');
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(useAccountStore.getState().account).toBeNull();
    expect(localStorage.getItem('storefront.account')).not.toContain(DEMO.login);
    expect(alerts()).toEqual(['Signed out']);
  });

  it('signs out on an expired session (401) too, and asks to sign in again', async () => {
    answer(401);
    renderShellAt('/');
    await waitFor(() => expect(useAccountStore.getState().account).toBeNull());
    expect(await screen.findByText('Sign in page')).toBeVisible();
    expect(alerts()).toEqual(['Your session has ended. Sign in again to carry on.']);
  });

  it('keeps the shopper signed in when the server merely fails (500)', async () => {
    let calls = 0;
    server.use(
      http.get(INCOMPLETE, () => {
        calls += 1;
        return HttpResponse.json({ status: 'error', messages: ['Internal server error'] }, { status: 500 });
      }),
    );
    renderShellAt('/profile');
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByText('Profile page')).toBeVisible();
    expect(useAccountStore.getState().account?.login).toBe(DEMO.login);
    expect(alerts()).toEqual([]);
  });

  it('asks once on arrival, not again for the same page', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/orders/incomplete')) calls += 1;
    });
    const queryClient = renderShellAt('/profile');
    const userId = useAccountStore.getState().account?.id ?? 0;
    await waitFor(() => expect(queryClient.getQueryState(orderKeys.open(userId))?.status).toBe('success'));
    // Nothing is in flight or queued once the first answer is in: no second request can follow.
    await act(() => Promise.resolve());
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toBe(1);
  });

  it('asks the fake backend for real and stays signed in when it answers', async () => {
    const queryClient = renderShellAt('/profile');
    const userId = useAccountStore.getState().account?.id ?? 0;
    await waitFor(() => expect(queryClient.getQueryState(orderKeys.open(userId))?.status).toBe('success'));
    expect(useAccountStore.getState().account?.login).toBe(DEMO.login);
    expect(screen.getByText('Profile page')).toBeVisible();
  });
});
