import { strings } from 'virtual:locale-strings?keys=payments';
import { addStrings } from '#lib/i18n.ts';

// The payment screens bring their strings with their own chunks.
addStrings(strings);
