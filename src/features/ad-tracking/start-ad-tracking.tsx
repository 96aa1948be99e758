import { createRoot } from 'react-dom/client';
import { getDeploymentConfig } from '../../config/deployment-config';
import { configureAnalytics, onTrack } from '../../analytics/analytics';
import { readAdConsent } from '../../stores/ad-consent';
import { adSink } from './ad-sink';
import { ConsentBanner } from './consent-banner';

/** Shows the consent notice in a root of its own, at the end of <body>; gone once answered. */
function askConsent(): void {
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  const done = () => {
    root.unmount();
    host.remove();
  };
  root.render(<ConsentBanner onDone={done} />);
}

/**
 * Ad tracking for a deployment that turns it on (boot loads this chunk only then): the analytics
 * layer hands events to the ad sink, which sends nothing until the shopper accepts, and the shopper
 * is asked once per device. Returns the way to stop listening (tests).
 */
export function startAdTracking(): () => void {
  const { enabled, endpoint, ad_tracking } = getDeploymentConfig().analytics;
  if (!ad_tracking?.enabled) return () => undefined;
  // The layer hands events to its listeners only while analytics are on. Where the deployment
  // leaves them off, on without an endpoint lets the sink listen while the layer still sends nothing.
  if (!enabled) configureAnalytics({ enabled: true });
  const stop = onTrack(adSink({ endpoint, pixel_id: ad_tracking.pixel_id }));
  if (readAdConsent() === null) askConsent();
  return stop;
}
