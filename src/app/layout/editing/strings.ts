import { strings } from 'virtual:locale-strings?keys=order_editing';
import { addStrings } from '#lib/i18n.ts';

// Order editing's few messages come with the editing banner, which loads only while an order is
// being edited (and the shop selector says one of them then).
addStrings(strings);
