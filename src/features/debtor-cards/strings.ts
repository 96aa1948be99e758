import { strings } from 'virtual:locale-strings?keys=debtor_cards';
import { addStrings } from '../../lib/i18n';

// The debtor cards screen brings its strings with its own chunk.
addStrings(strings);
