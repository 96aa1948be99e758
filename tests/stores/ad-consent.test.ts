import { afterEach, describe, expect, it } from 'vitest';
import { parseDeploymentConfig, setDeploymentConfig } from '../../src/config/deployment-config';
import {
  adTrackingAllowed,
  analyticsAllowed,
  forgetConsent,
  readAdConsent,
  writeAdConsent,
} from '../../src/stores/ad-consent';
import { removeLegacyKeys } from '../../src/domain/session/housekeeping';
import reference from '../../deployments/reference.json' with { type: 'json' };
import { AD_CONSENT_KEY, CURRENT_KEYS } from '../../src/stores/store-keys';

const deploy = (ad_tracking?: { enabled: boolean }) =>
  setDeploymentConfig(parseDeploymentConfig({ ...reference, analytics: { enabled: false, ad_tracking } }));

afterEach(() => deploy());

describe('the consent answer', () => {
  it('is not asked yet until stored, and an unreadable value counts as not asked', () => {
    expect(readAdConsent()).toBeNull();
    localStorage.setItem(AD_CONSENT_KEY, 'yes please');
    expect(readAdConsent()).toBeNull();
  });

  it('keeps the answer under a current storefront. key, through housekeeping', () => {
    writeAdConsent('declined');
    expect(AD_CONSENT_KEY).toMatch(/^storefront\./);
    expect(CURRENT_KEYS).toContain(AD_CONSENT_KEY);
    removeLegacyKeys();
    expect(readAdConsent()).toBe('declined');
  });

  it('allows tracking only where the deployment turns it on and the shopper accepted', () => {
    writeAdConsent('accepted');
    deploy();
    expect(adTrackingAllowed()).toBe(false);
    deploy({ enabled: false });
    expect(adTrackingAllowed()).toBe(false);
    deploy({ enabled: true });
    expect(adTrackingAllowed()).toBe(true);
    writeAdConsent('declined');
    expect(adTrackingAllowed()).toBe(false);
  });

  it('allows analytics only while the stored answer is Accept', () => {
    expect(analyticsAllowed()).toBe(false);
    writeAdConsent('accepted');
    expect(analyticsAllowed()).toBe(true);
    writeAdConsent('declined');
    expect(analyticsAllowed()).toBe(false);
  });

  it('is forgotten on request (sign-out), leaving nothing stored and the question open again', () => {
    writeAdConsent('accepted');
    forgetConsent();
    expect(localStorage.getItem(AD_CONSENT_KEY)).toBeNull();
    expect(readAdConsent()).toBeNull();
    expect(analyticsAllowed()).toBe(false);
  });
});
