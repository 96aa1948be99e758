import { strings } from 'virtual:locale-strings?keys=app_errors';
import { addStrings } from '#lib/i18n.ts';

// The error pages (a broken config, a screen that keeps failing) load only when something went
// wrong, and bring their strings with them.
addStrings(strings);
