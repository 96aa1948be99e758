import { strings } from 'virtual:locale-strings?keys=bank';
import { addStrings } from '#lib/i18n.ts';

// Bank details show only where money is paid by transfer (checkout, debtor cards): their labels
// load with them.
addStrings(strings);
