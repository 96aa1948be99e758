// Shoppers pay for every byte and did not ask to be tracked: nothing is sent unless the deployment
// config turns analytics on, and then only small beacons that never delay a page.

export type AnalyticsEvent =
  'page_view' | 'select_item' | 'add_to_cart' | 'begin_checkout' | 'purchase' | 'search';

interface AnalyticsSettings {
  enabled: boolean;
  endpoint?: string;
}

let settings: AnalyticsSettings = { enabled: false };
const listeners = new Set<(event: AnalyticsEvent, params: Record<string, unknown>) => void>();

/** Applies the deployment's analytics settings (called once at boot). */
export function configureAnalytics(next: AnalyticsSettings): void {
  settings = next;
}

/** Observes tracked events (tests and debugging); returns an unsubscribe function. */
export function onTrack(
  listener: (event: AnalyticsEvent, params: Record<string, unknown>) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records an event; a no-op unless analytics are enabled and an endpoint is set. */
export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (!settings.enabled) return;
  for (const listener of listeners) listener(event, params);
  if (!settings.endpoint || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  const payload = JSON.stringify({ event, params, at: new Date().toISOString() });
  navigator.sendBeacon(settings.endpoint, new Blob([payload], { type: 'application/json' }));
}
