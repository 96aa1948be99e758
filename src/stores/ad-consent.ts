import { getDeploymentConfig } from '#config/deployment-config.ts';
import { localStore } from '#lib/storage.ts';
import { AD_CONSENT_KEY } from './store-keys';

// The shopper's answer to the consent notice (analytics and ad tracking alike), one word in
// localStorage. It is the shopper's, not the phone's: sign-out forgets it (forgetConsent), so the
// next person on a shared phone is asked rather than inheriting it. Key and words are those the
// ads-only notice stored, so its answers still read back (decision 032 on what that means).

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

/** Forgets the answer (on sign-out): nothing is sent from then on, and the next page load asks again. */
export function forgetConsent(): void {
  localStore.removeItem(AD_CONSENT_KEY);
}

/** True only while the stored answer is Accept: the analytics layer's gate, read at every send. */
export function analyticsAllowed(): boolean {
  return readAdConsent() === 'accepted';
}

/** True only where the deployment turns ad tracking on and the shopper accepted it. */
export function adTrackingAllowed(): boolean {
  return getDeploymentConfig().analytics.ad_tracking?.enabled === true && analyticsAllowed();
}
