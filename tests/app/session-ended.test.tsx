import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferSchema } from '../../src/api/schemas/catalog';
import { ApiError } from '../../src/api/errors';
import { forgetShopperQueries } from '../../src/app/boot/session-setup';
import { endSession } from '../../src/app/navigation/session-ended';
import { initI18n } from '../../src/lib/i18n';
import { createQueryClient } from '../../src/lib/query-client';
import { isSignedIn, useAccountStore } from '../../src/stores/account-store';
import { useAlertsStore } from '../../src/stores/alerts-store';
import { useCartStore } from '../../src/domain/basket/cart-store';
import { anAccount, anOffer } from '../support/fixtures';

// A 401 from any call, not only the open-orders check, ends the session in one place.

const answered = (status: number, credentialed = true) =>
  new ApiError(`HTTP ${status}`, { kind: 'http', status, operation: 'x.y', credentialed });

describe('createQueryClient', () => {
  it('calls onUnauthorized for a 401 from a query or a mutation, and for nothing else', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ retry: false, onUnauthorized });
    for (const status of [404, 500, 401]) {
      await client
        .fetchQuery({ queryKey: ['q', status], queryFn: () => Promise.reject(answered(status)) })
        .catch(() => undefined);
    }
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(answered(401)) })
      .execute(undefined)
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves the session alone when a host that was never sent the credentials answers 401', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ retry: false, onUnauthorized });
    await client
      .fetchQuery({ queryKey: ['untrusted'], queryFn: () => Promise.reject(answered(401, false)) })
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('endSession', () => {
  beforeEach(() => {
    initI18n();
    useAccountStore.getState().signIn(anAccount({ id: 501 }), 'tok');
    useCartStore.getState().setQty(OfferSchema.parse(anOffer()), 2);
  });

  it('signs out, keeps the basket, says why and goes to sign in with a way back', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/address_management?tab=new'],
    });
    const queryClient = new QueryClient();
    const stop = forgetShopperQueries(queryClient);
    queryClient.setQueryData(['account', 501, 'addresses'], []);
    endSession(router);
    stop();
    expect(isSignedIn()).toBe(false);
    expect(useAccountStore.getState().token).toBeNull();
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(queryClient.getQueryData(['account', 501, 'addresses'])).toBeUndefined();
    expect(useAlertsStore.getState().alerts.map((alert) => alert.message)).toEqual([
      'Your session has ended. Sign in again to carry on.',
    ]);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/sign_in?return_to=%2Faddress_management%3Ftab%3Dnew',
      ),
    );
    // A second failing call of the same moment changes nothing more.
    endSession(router);
    expect(useAlertsStore.getState().alerts).toHaveLength(1);
  });
});

describe('forgetShopperQueries', () => {
  it('drops the shopper’s queries when another tab signs them out, and keeps the catalogue', () => {
    useAccountStore.getState().signIn(anAccount({ id: 501 }), 'tok');
    const queryClient = new QueryClient();
    const stop = forgetShopperQueries(queryClient);
    queryClient.setQueryData(['account', 501, 'addresses'], [{ id: 1 }]);
    queryClient.setQueryData(['account', 501, 'orders', 'history'], { pages: [] });
    queryClient.setQueryData(['catalog', 14, 'categories'], []);
    // What following another tab's sign-out does to this tab's store (domain/session/sign-out.ts).
    useAccountStore.setState({ account: null, token: null });
    expect(queryClient.getQueryData(['account', 501, 'addresses'])).toBeUndefined();
    expect(queryClient.getQueryData(['account', 501, 'orders', 'history'])).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 14, 'categories'])).toEqual([]);
    stop();
  });

  it('drops them when another shopper signs in without a sign-out between', () => {
    useAccountStore.getState().signIn(anAccount({ id: 501 }), 'tok');
    const queryClient = new QueryClient();
    const stop = forgetShopperQueries(queryClient);
    queryClient.setQueryData(['account', 501, 'addresses'], [{ id: 1 }]);
    useAccountStore.getState().signIn(anAccount({ id: 502 }), 'tok2');
    expect(queryClient.getQueryData(['account', 501, 'addresses'])).toBeUndefined();
    stop();
  });
});
