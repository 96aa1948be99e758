import { strings } from 'virtual:locale-strings?keys=addresses,address_picker';
import { addStrings } from '#lib/i18n.ts';

// The address book and the picker (also used by checkout) bring their strings with their chunk.
addStrings(strings);
