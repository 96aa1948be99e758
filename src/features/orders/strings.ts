import { strings } from 'virtual:locale-strings?keys=orders';
import { addStrings } from '#lib/i18n.ts';

// The order screens (history, order page, its dialogs) bring their strings with their own chunks.
addStrings(strings);
