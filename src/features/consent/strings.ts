// The consent notice loads only where a deployment measures something, and these come with it.
export { strings as adConsentStrings } from 'virtual:locale-strings?keys=ad_consent';
