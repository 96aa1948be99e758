// The error pages (a broken config, a screen that keeps failing) load only when something went
// wrong, and bring these with them (`withStrings`, lib/i18n.ts).
export { strings as appErrorStrings } from 'virtual:locale-strings?keys=app_errors';
