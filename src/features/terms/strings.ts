import { strings } from 'virtual:locale-strings?keys=terms';
import { addStrings } from '#lib/i18n.ts';

// The terms screen brings its strings with its own chunk.
addStrings(strings);
