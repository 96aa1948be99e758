import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { configureAnalytics, track } from '../../../src/analytics/analytics';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { startConsent, strings } from '../../../src/features/consent/start-consent';
import { withStrings } from '../../../src/lib/i18n';
import { analyticsAllowed, forgetConsent } from '../../../src/stores/ad-consent';
import { AD_CONSENT_KEY } from '../../../src/stores/store-keys';

// A deployment that turns analytics on asks first: no beacon before the answer or after Decline.

const ENDPOINT = 'https://stats.shop.example/collect';
const NOTICE = { name: 'Measuring how the shop is used' };

let beacon: ReturnType<typeof vi.fn<(url: string, body: Blob) => boolean>>;
const stops: (() => void)[] = [];

/** Boots as start.tsx does for a deployment with these analytics settings. */
function boot(analytics: Record<string, unknown>) {
  const config = parseDeploymentConfig({ ...reference, analytics });
  setDeploymentConfig(config);
  configureAnalytics(config.analytics, analyticsAllowed);
  act(() => void stops.push(startConsent()));
}

/** A page load: what the last one started ends, and the app starts again over the same storage. */
function reload(analytics: Record<string, unknown>) {
  stops.splice(0).forEach((stop) => stop());
  boot(analytics);
}

function browse() {
  track('page_view', { path: '/' });
  track('add_to_cart', { value: 12.5, items: [{ item_id: '1001', item_name: 'Oats', quantity: 2 }] });
}

const sent = () =>
  Promise.all(
    beacon.mock.calls.map(async ([, blob]) => (JSON.parse(await blob.text()) as { event: string }).event),
  );

beforeEach(() => {
  // As boot does when it loads the consent chunk.
  withStrings({ strings });
  beacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  configureAnalytics({ enabled: false });
  document.querySelector('.consent')?.parentElement?.remove();
  setDeploymentConfig(parseDeploymentConfig(reference));
});

describe('analytics, consent first', () => {
  const ON = { enabled: true, endpoint: ENDPOINT };

  it('asks, saying what is measured, and sends nothing while the question is open', async () => {
    boot(ON);
    const notice = await screen.findByRole('region', NOTICE);
    expect(notice).toHaveTextContent(/the pages and products you open, what you search for/);
    expect(notice).toHaveTextContent('Nothing is sent until you accept, and nothing at all if you decline.');
    // Ads are off here, so the notice does not speak of them.
    expect(notice).not.toHaveTextContent(/ad partner/);
    browse();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends page views and add-to-cart after Accept, but nothing tracked before it', async () => {
    boot(ON);
    const notice = await screen.findByRole('region', NOTICE);
    browse();
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', NOTICE)).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
    browse();
    expect(await sent()).toEqual(['page_view', 'add_to_cart']);
    expect(beacon.mock.calls[0]?.[0]).toBe(ENDPOINT);
  });

  it('sends nothing after Decline, on this page or the next', async () => {
    boot(ON);
    const notice = await screen.findByRole('region', NOTICE);
    await userEvent.click(within(notice).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', NOTICE)).toBeNull();
    browse();
    reload(ON);
    expect(screen.queryByRole('region', NOTICE)).toBeNull();
    browse();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('stops sending once the answer is forgotten (sign-out), and asks again on the next page load', async () => {
    localStorage.setItem(AD_CONSENT_KEY, 'accepted');
    boot(ON);
    expect(screen.queryByRole('region', NOTICE)).toBeNull();
    browse();
    expect(beacon).toHaveBeenCalledTimes(2);

    forgetConsent();
    browse();
    expect(beacon).toHaveBeenCalledTimes(2);
    reload(ON);
    expect(await screen.findByRole('region', NOTICE)).toBeVisible();
    browse();
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('names both analytics and ads where the deployment does both', async () => {
    boot({ ...ON, ad_tracking: { enabled: true } });
    const notice = await screen.findByRole('region', NOTICE);
    expect(notice).toHaveTextContent(/what you search for/);
    expect(notice).toHaveTextContent(/pass our ad partner's cookies with your order/);
  });

  it('asks nothing where analytics have no endpoint, as nothing could be sent', () => {
    boot({ enabled: true });
    browse();
    expect(document.querySelector('.consent')).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
  });
});
