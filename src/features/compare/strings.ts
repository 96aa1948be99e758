import { strings } from 'virtual:locale-strings?keys=compare';
import { addStrings } from '#lib/i18n.ts';

// The comparison screens bring their strings with their own chunk.
addStrings(strings);
