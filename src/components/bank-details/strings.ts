// Bank details show only where money is paid by transfer (checkout, debtor cards): the modules that
// show them export these with their own (`withStrings`, lib/i18n.ts).
export { strings as bankStrings } from 'virtual:locale-strings?keys=bank';
