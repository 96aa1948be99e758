import { strings } from 'virtual:locale-strings?keys=debtor_cards';
import { addStrings } from '#lib/i18n.ts';

// The debtor cards screen brings its strings with its own chunk.
addStrings(strings);
