import { strings } from 'virtual:locale-strings?keys=drawer';
import { addStrings } from '#lib/i18n.ts';

// The drawer and the shell's sign-in notices load with their own chunks, and so do their strings.
addStrings(strings);
