import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferSchema } from '../../src/api/schemas/catalog';
import { setCredentialsProvider } from '../../src/api/http-target';
import { checkoutGuard, rememberCommittedPath, requireSignedIn } from '../../src/app/navigation/guards';
import { useAccountStore } from '../../src/stores/account-store';
import { useAlertsStore } from '../../src/stores/alerts-store';
import { useCartStore } from '../../src/domain/basket/cart-store';
import { useCheckoutStore } from '../../src/domain/checkout/checkout-store';
import { useSuppliersStore } from '../../src/stores/suppliers-store';
import { initI18n } from '../../src/lib/i18n';
import { stubFetchJson, useDeployment } from '../api/helpers';
import { anAccount, anOffer, SEA_POINT } from '../support/fixtures';

function args(path: string): LoaderFunctionArgs {
  const url = new URL(`https://shop.test${path}`);
  return { request: new Request(url), url, params: {}, context: undefined, pattern: url.pathname };
}

/** Runs a loader and returns where it redirected to, or null when it let the shopper through. */
async function redirectOf(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

beforeEach(() => {
  initI18n();
  useDeployment('agency');
  rememberCommittedPath('/');
});
afterEach(() => {
  useAlertsStore.setState({ alerts: [] });
  vi.unstubAllGlobals();
  setCredentialsProvider(() => ({}));
});

describe('requireSignedIn', () => {
  it('sends a logged-out shopper to sign in with the path and query to come back to', async () => {
    expect(await redirectOf(() => requireSignedIn(args('/orders?page=2')))).toBe(
      '/sign_in?return_to=%2Forders%3Fpage%3D2',
    );
  });

  it('lets a signed-in shopper through', async () => {
    useAccountStore.getState().signIn(anAccount(), 'token');
    expect(await redirectOf(() => requireSignedIn(args('/orders')))).toBeNull();
  });
});

describe('checkoutGuard', () => {
  beforeEach(() => useAccountStore.getState().signIn(anAccount(), 'token'));

  it('sends an empty basket back to the basket with the agency notice', async () => {
    expect(await redirectOf(() => checkoutGuard(args('/checkout/dispatch')))).toBe('/basket');
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toEqual(['invalid config for agency']);
  });

  it('lets a basket with items and a supplier through in agency mode', async () => {
    useSuppliersStore.getState().select(SEA_POINT);
    useCartStore.getState().setQty(OfferSchema.parse(anOffer()), 2);
    expect(await redirectOf(() => checkoutGuard(args('/checkout/dispatch')))).toBeNull();
  });

  it('needs the supplier shipping options in market mode', async () => {
    useDeployment('market');
    useSuppliersStore
      .getState()
      .select({ id: 24, name: 'Claremont', api_endpoint: 'https://claremont.test' });
    useCartStore.getState().setQty(OfferSchema.parse(anOffer()), 1);
    expect(await redirectOf(() => checkoutGuard(args('/checkout/payment')))).toBe('/basket');
    expect(useAlertsStore.getState().alerts[0]?.message).toBe('invalid config for market');
    useCheckoutStore.getState().patch({
      client_config: {
        bags: false,
        bag_price_in_cents: 0,
        shipping: [{ name: 'COLLECT', payment_options: ['offline_eft'] }],
      },
    });
    expect(await redirectOf(() => checkoutGuard(args('/checkout/payment')))).toBeNull();
  });

  it('sends a shopper coming from an order page to the order list', async () => {
    rememberCommittedPath('/orders/1001');
    expect(await redirectOf(() => checkoutGuard(args('/checkout/confirmation')))).toBe('/orders');
  });

  it('still asks a logged-out shopper to sign in first', async () => {
    useAccountStore.getState().signOut();
    expect(await redirectOf(() => checkoutGuard(args('/checkout/dispatch')))).toBe(
      '/sign_in?return_to=%2Fcheckout%2Fdispatch',
    );
  });

  it('shows a retry, not the invalid-config notice, when the checkout options could not be loaded', async () => {
    useSuppliersStore.getState().select(SEA_POINT);
    useCartStore.getState().setQty(OfferSchema.parse(anOffer()), 2);
    stubFetchJson({ status: 'error', messages: ['Internal server error'] }, 500);
    await expect(checkoutGuard(args('/checkout/dispatch'))).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
    expect(useAlertsStore.getState().alerts).toEqual([]);
  });

  it('sends a shopper whose session the server ended to sign in and back, the checkout kept', async () => {
    useDeployment('market');
    useSuppliersStore.getState().select({ id: 24, name: 'Claremont', api_endpoint: null });
    useCartStore.getState().setQty(OfferSchema.parse(anOffer()), 1);
    useCheckoutStore.getState().patch({ collection_date: '2026-04-14T10:00:00+02:00' });
    setCredentialsProvider(() => ({ bearer: 'token' }));
    stubFetchJson({ status: 'error', messages: ['Unauthorized'] }, 401);
    expect(await redirectOf(() => checkoutGuard(args('/checkout/payment')))).toBe(
      '/sign_in?return_to=%2Fcheckout%2Fpayment',
    );
    expect(useAccountStore.getState().account).toBeNull();
    expect(useAlertsStore.getState().alerts.map((a) => a.message)).toEqual([
      'Your session has ended. Sign in again to carry on.',
    ]);
    expect(useCheckoutStore.getState().collection_date).toBe('2026-04-14T10:00:00+02:00');
  });
});
