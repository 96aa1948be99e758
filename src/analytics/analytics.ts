// Shoppers pay for every byte and did not ask to be tracked: nothing is sent unless the deployment
// config turns analytics on AND the shopper has accepted (POPIA: consent first, decision 032), and
// then only small beacons that never delay a page.

export type AnalyticsEvent =
  'page_view' | 'select_item' | 'add_to_cart' | 'begin_checkout' | 'purchase' | 'search';

interface AnalyticsSettings {
  enabled: boolean;
  endpoint?: string;
}

let settings: AnalyticsSettings = { enabled: false };
const listeners = new Set<(event: AnalyticsEvent, params: Record<string, unknown>) => void>();

// Whether the shopper has accepted, asked before every send (so a Decline in another tab stops
// this one too). Without one, nothing is sent; an event from before the answer is dropped, never
// kept for later.
const refused = () => false;
let consented: () => boolean = refused;

/**
 * Applies the deployment's analytics settings and the reader of the shopper's answer (called at
 * boot, before the first page view). Without a reader nothing reaches the network.
 */
export function configureAnalytics(next: AnalyticsSettings, consent: () => boolean = refused): void {
  settings = next;
  consented = consent;
}

/** Observes tracked events (tests and debugging); returns an unsubscribe function. */
export function onTrack(
  listener: (event: AnalyticsEvent, params: Record<string, unknown>) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Money as events report it: in the currency's main unit, not cents (1250 cents is 12.5). */
export function centsToAmount(cents: number): number {
  return cents / 100;
}

/**
 * Records an event: listeners see it while analytics are on; the network sees it only with an
 * endpoint and the shopper's Accept, read now.
 */
export function track(event: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (!settings.enabled) return;
  for (const listener of listeners) listener(event, params);
  if (!settings.endpoint || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  if (!consented()) return;
  const payload = JSON.stringify({ event, params, at: new Date().toISOString() });
  navigator.sendBeacon(settings.endpoint, new Blob([payload], { type: 'application/json' }));
}
