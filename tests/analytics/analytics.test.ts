import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureAnalytics, onTrack, track } from '../../src/analytics/analytics';

afterEach(() => configureAnalytics({ enabled: false }));

describe('analytics', () => {
  it('sends nothing while the deployment leaves analytics off', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const seen = vi.fn();
    const stop = onTrack(seen);
    track('page_view', { path: '/' });
    stop();
    expect(beacon).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
  });

  it('sends a beacon to the configured endpoint when turned on', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    configureAnalytics({ enabled: true, endpoint: 'https://stats.example/collect' });
    track('search', { search_term: 'oats' });
    expect(beacon).toHaveBeenCalledWith('https://stats.example/collect', expect.any(Blob));
  });
});
