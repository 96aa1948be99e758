import type { AnalyticsEvent } from '#analytics/analytics.ts';
import { isSecureUrl } from '#lib/safe-url.ts';
import { adTrackingAllowed } from '#stores/ad-consent.ts';

interface AdSettings {
  /** The deployment's analytics.endpoint; only an https (or local) one is ever sent to. */
  endpoint?: string;
  pixel_id?: string;
}

/**
 * What the analytics layer hands every event to where ad tracking is on: add-to-cart events go to
 * the endpoint as a beacon, and only while the shopper's stored answer is Accept (read each time,
 * so a Decline in another tab stops it too). A listener sees events whatever the answer, so this
 * check is the ads' own consent gate. No script, no pixel image, no third-party cookie.
 */
export function adSink({ endpoint, pixel_id }: AdSettings) {
  return (event: AnalyticsEvent, params: Record<string, unknown>): void => {
    if (event !== 'add_to_cart' || !adTrackingAllowed()) return;
    if (!endpoint || !isSecureUrl(endpoint) || !navigator.sendBeacon) return;
    const payload = JSON.stringify({ event, params, ad: true, pixel_id, at: new Date().toISOString() });
    navigator.sendBeacon(endpoint, new Blob([payload], { type: 'application/json' }));
  };
}
