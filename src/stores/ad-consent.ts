import { getDeploymentConfig } from '../config/deployment-config';
import { localStore } from '../lib/storage';
import { AD_CONSENT_KEY } from './store-keys';

// The shopper's answer to the ad-tracking notice, one word in localStorage: it is the shopper's own
// choice on this device, so it stays through sign-out and is asked again only if it is cleared.

export type AdConsent = 'accepted' | 'declined';

/** The stored answer; anything unreadable (or no storage) counts as not asked yet. */
export function readAdConsent(): AdConsent | null {
  const value = localStore.getItem(AD_CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** Stores the shopper's answer. */
export function writeAdConsent(choice: AdConsent): void {
  // Full or blocked storage: the choice holds for this page only (lib/storage.ts).
  localStore.setItem(AD_CONSENT_KEY, choice);
}

/** True only where the deployment turns ad tracking on and the shopper accepted it. */
export function adTrackingAllowed(): boolean {
  return getDeploymentConfig().analytics.ad_tracking?.enabled === true && readAdConsent() === 'accepted';
}
