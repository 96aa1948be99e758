import { strings } from 'virtual:locale-strings?keys=supplier_selector';
import { addStrings } from '#lib/i18n.ts';

// The shop selector's rarer words (the names on the supplier bar are startup strings) come with it.
addStrings(strings);
