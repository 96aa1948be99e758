import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endSession } from '../../src/app/navigation/session-ended';
import { initI18n } from '../../src/lib/i18n';
import { useAccountStore } from '../../src/stores/account-store';
import { usePaymentsStore, type PaymentAttempt } from '../../src/domain/orders/payments-store';
import { followOtherTabs } from '../../src/domain/session/housekeeping';
import { sessionMoment, signOut } from '../../src/domain/session/lifecycle';
import { anAccount } from '../support/fixtures';

// Payment attempts outlive a session that merely ended (a 401: the shopper signs in again and finds
// the open payment) but not a logout, and one tab's attempt is every tab's.

const KEY = 'storefront.payments';

function anAttempt(orderId: number, transactionId: number): PaymentAttempt {
  return {
    userId: 501,
    orderId,
    provider: 'WALLET',
    supplier: { id: 14, api_endpoint: null },
    request: null,
    transactionId,
    payRequestId: null,
    fromCheckout: false,
    startedAt: '2026-11-02T09:00:00.000Z',
  };
}

/** The attempts as this tab's storage holds them, by order id. */
function storedAttempts(): Record<string, { transactionId: number }> {
  const raw = localStorage.getItem(KEY);
  if (raw === null) return {};
  return (JSON.parse(raw) as { state: { attempts: Record<string, { transactionId: number }> } }).state
    .attempts;
}

beforeEach(() => {
  initI18n();
  usePaymentsStore.setState({ attempts: {} });
  useAccountStore.getState().signIn(anAccount({ id: 501 }), 'tok');
  usePaymentsStore.getState().save(anAttempt(88, 7));
});

describe('payment attempts when the shopper leaves', () => {
  it('keeps them in storage and in the store when the session ends (a 401)', () => {
    const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/orders/88/pay'] });
    endSession(router);
    expect(useAccountStore.getState().account).toBeNull();
    expect(storedAttempts()['88']).toMatchObject({ transactionId: 7 });
    expect(usePaymentsStore.getState().attempts['88']).toMatchObject({ transactionId: 7 });
  });

  it('keeps them too when the session ended (the lifecycle’s session-ended moment)', async () => {
    await sessionMoment('session-ended');
    expect(storedAttempts()['88']).toMatchObject({ transactionId: 7 });
    expect(usePaymentsStore.getState().attempts['88']).toMatchObject({ transactionId: 7 });
  });

  it('removes them from storage and from the store on a logout', async () => {
    await signOut();
    expect(localStorage.getItem(KEY) ?? '').not.toContain('"orderId":88');
    expect(usePaymentsStore.getState().attempts).toEqual({});
  });
});

describe('payment attempts across tabs', () => {
  let stop = () => {};
  beforeEach(() => {
    stop = followOtherTabs();
  });
  afterEach(() => stop());

  it('shows the attempt another tab wrote', async () => {
    const newValue = JSON.stringify({
      state: { attempts: { '88': anAttempt(88, 7), '91': anAttempt(91, 12) } },
      version: 1,
    });
    localStorage.setItem(KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue }));
    await expect.poll(() => usePaymentsStore.getState().attempts['91']?.transactionId).toBe(12);
    expect(usePaymentsStore.getState().attempts['88']?.transactionId).toBe(7);
  });

  it('forgets the attempts when another tab removed them', async () => {
    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null }));
    await expect.poll(() => usePaymentsStore.getState().attempts).toEqual({});
  });
});
