import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { startConsent, strings } from '../../../src/features/consent/start-consent';
import { configureAnalytics, track } from '../../../src/analytics/analytics';
import { withStrings } from '../../../src/lib/i18n';
import { AD_CONSENT_KEY } from '../../../src/stores/store-keys';

const ENDPOINT = 'https://stats.shop.example/collect';
const addToCart = () => track('add_to_cart', { value: 12.5, items: [{ item_id: '1001' }] });

function deploy(ad_tracking?: { enabled: boolean; pixel_id?: string }) {
  setDeploymentConfig(
    parseDeploymentConfig({ ...reference, analytics: { enabled: false, endpoint: ENDPOINT, ad_tracking } }),
  );
}

let beacon: ReturnType<typeof vi.fn>;
let stops: (() => void)[] = [];

beforeEach(() => {
  // As boot does when it loads the consent chunk.
  withStrings({ strings });
  beacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  configureAnalytics({ enabled: false });
  document.querySelector('.consent')?.parentElement?.remove();
  vi.unstubAllGlobals();
  deploy();
});

function startTracking() {
  act(() => void stops.push(startConsent()));
}

/** Starts ad tracking and waits for the notice (its strings load with it). */
async function start() {
  startTracking();
  return screen.findByRole('region', { name: 'Measuring our ads' });
}

describe('ad tracking, consent first', () => {
  it('asks nothing and sends nothing where the deployment leaves it off', () => {
    deploy();
    startTracking();
    addToCart();
    expect(screen.queryByRole('region', { name: 'Measuring our ads' })).toBeNull();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends nothing while the question is open, then add-to-cart beacons after Accept', async () => {
    deploy({ enabled: true, pixel_id: '123456' });
    const notice = await start();
    addToCart();
    track('page_view', { path: '/' });
    expect(beacon).not.toHaveBeenCalled();

    await userEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(AD_CONSENT_KEY)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Measuring our ads' })).toBeNull();

    track('page_view', { path: '/' });
    expect(beacon).not.toHaveBeenCalled();
    addToCart();
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as [string, Blob];
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(await blob.text())).toMatchObject({
      event: 'add_to_cart',
      ad: true,
      pixel_id: '123456',
      params: { value: 12.5 },
    });
  });

  it('sends nothing after Decline, and remembers the answer', async () => {
    deploy({ enabled: true });
    const notice = await start();
    await userEvent.click(within(notice).getByRole('button', { name: 'Decline' }));
    expect(localStorage.getItem(AD_CONSENT_KEY)).toBe('declined');
    expect(screen.queryByRole('region', { name: 'Measuring our ads' })).toBeNull();
    addToCart();
    expect(beacon).not.toHaveBeenCalled();

    // The next visit does not ask again.
    stops.forEach((stop) => stop());
    startTracking();
    expect(screen.queryByRole('region', { name: 'Measuring our ads' })).toBeNull();
    addToCart();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('does not ask again after Accept, and keeps sending', () => {
    deploy({ enabled: true });
    localStorage.setItem(AD_CONSENT_KEY, 'accepted');
    startTracking();
    expect(screen.queryByRole('region', { name: 'Measuring our ads' })).toBeNull();
    addToCart();
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('never sends to a plain http endpoint, even one the config check let through', () => {
    // Set past the config's own check, so this is the sink's refusal, not the parser's.
    const config = parseDeploymentConfig(reference);
    setDeploymentConfig({
      ...config,
      analytics: { enabled: false, endpoint: 'http://stats.shop.example/c', ad_tracking: { enabled: true } },
    });
    localStorage.setItem(AD_CONSENT_KEY, 'accepted');
    startTracking();
    addToCart();
    expect(beacon).not.toHaveBeenCalled();
  });
});
