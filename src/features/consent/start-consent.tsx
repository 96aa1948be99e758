import { createRoot } from 'react-dom/client';
import { getDeploymentConfig } from '#config/deployment-config.ts';
import { configureAnalytics, onTrack } from '#analytics/analytics.ts';
import { analyticsAllowed, readAdConsent } from '#stores/ad-consent.ts';
import { adSink } from './ad-sink';
import { ConsentBanner, type Measured } from './consent-banner';
import { adConsentStrings } from './strings';

export const strings = [adConsentStrings];

/** Shows the consent notice in a root of its own, at the end of <body>; gone once answered. */
function askConsent(measured: Measured): void {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const done = () => {
    root.unmount();
    host.remove();
  };
  root.render(<ConsentBanner measured={measured} onDone={done} />);
}

/**
 * Consent first (decision 032), for a deployment that measures anything: analytics with an
 * endpoint, or ad tracking (boot loads this chunk only then). The analytics layer sends only while
 * the stored answer is Accept (boot hands it analyticsAllowed); the ad sink does the same; the
 * shopper is asked when no answer is stored. Returns the way to stop (tests).
 */
export function startConsent(): () => void {
  const { enabled, endpoint, ad_tracking } = getDeploymentConfig().analytics;
  // Analytics without an endpoint only tell the page's own listeners: nothing to ask about.
  const measured: Measured = { usage: enabled && !!endpoint, ads: ad_tracking?.enabled === true };
  if (!measured.usage && !measured.ads) return () => undefined;
  let stopSink = () => {};
  if (measured.ads) {
    // The layer hands events to its listeners only while analytics are on. Where the deployment
    // leaves them off, on without an endpoint lets the sink listen while the layer sends nothing.
    if (!enabled) configureAnalytics({ enabled: true }, analyticsAllowed);
    const stop = onTrack(adSink({ endpoint, pixel_id: ad_tracking?.pixel_id }));
    stopSink = () => void stop();
  }
  if (readAdConsent() === null) askConsent(measured);
  return stopSink;
}
