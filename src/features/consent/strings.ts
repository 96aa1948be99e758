import { strings } from 'virtual:locale-strings?keys=ad_consent';
import { addStrings } from '#lib/i18n.ts';

// The consent notice loads only where a deployment measures something, and its strings come with it.
addStrings(strings);
