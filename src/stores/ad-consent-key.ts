// The ad-tracking consent lives in its own chunk's code (stores/ad-consent.ts); what every page
// carries, to keep the choice through housekeeping, is just the key.

export const AD_CONSENT_KEY = 'storefront.ad-consent';
