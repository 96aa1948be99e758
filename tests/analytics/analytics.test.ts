import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, onTrack, track } from '../../src/analytics/analytics';
import { analyticsAllowed, writeAdConsent } from '../../src/stores/ad-consent';
import { AD_CONSENT_KEY } from '../../src/stores/store-keys';

const ENDPOINT = 'https://stats.example/collect';

afterEach(() => configureAnalytics({ enabled: false }));

/** Counts the beacons the page sends from here on. */
function stubBeacon() {
  const beacon = vi.fn((_url: string, _body: Blob) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  return beacon;
}

const sentEvents = (beacon: ReturnType<typeof stubBeacon>) =>
  Promise.all(
    beacon.mock.calls.map(async ([, blob]) => (JSON.parse(await blob.text()) as { event: string }).event),
  );

describe('analytics', () => {
  it('sends nothing, and tells no listener, while the deployment leaves analytics off', () => {
    const beacon = stubBeacon();
    const seen = vi.fn();
    const stop = onTrack(seen);
    configureAnalytics({ enabled: false, endpoint: ENDPOINT }, () => true);
    track('page_view', { path: '/' });
    stop();
    expect(beacon).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
  });

  it('sends nothing without a reader of the shopper’s answer, though listeners still see events', () => {
    const beacon = stubBeacon();
    configureAnalytics({ enabled: true, endpoint: ENDPOINT });
    const seen = vi.fn();
    const stop = onTrack(seen);
    track('page_view', { path: '/' });
    track('add_to_cart', { value: 12.5 });
    stop();
    expect(seen).toHaveBeenCalledTimes(2);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends nothing before the shopper answers, then beacons after Accept, and nothing after Decline', async () => {
    const beacon = stubBeacon();
    configureAnalytics({ enabled: true, endpoint: ENDPOINT }, analyticsAllowed);

    track('page_view', { path: '/' });
    track('search', { search_term: 'oats' });
    expect(beacon).not.toHaveBeenCalled();

    writeAdConsent('accepted');
    track('page_view', { path: '/basket' });
    track('add_to_cart', { value: 12.5 });
    expect(beacon).toHaveBeenCalledWith(ENDPOINT, expect.any(Blob));
    // What was tracked before the answer was dropped, not kept and sent on Accept.
    expect(await sentEvents(beacon)).toEqual(['page_view', 'add_to_cart']);

    writeAdConsent('declined');
    track('page_view', { path: '/' });
    track('add_to_cart', { value: 12.5 });
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('reads the answer at each send, so a Decline in another tab stops this one at once', () => {
    const beacon = stubBeacon();
    configureAnalytics({ enabled: true, endpoint: ENDPOINT }, analyticsAllowed);
    writeAdConsent('accepted');
    track('page_view', { path: '/' });
    expect(beacon).toHaveBeenCalledTimes(1);

    // The other tab writes the shared storage; this tab's code is not told.
    localStorage.setItem(AD_CONSENT_KEY, 'declined');
    track('page_view', { path: '/basket' });
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});
