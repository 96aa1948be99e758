import { strings } from 'virtual:locale-strings?keys=pwa';
import { addStrings } from '#lib/i18n.ts';

// The offline, new-version and install notices load only when one has something to say.
addStrings(strings);
