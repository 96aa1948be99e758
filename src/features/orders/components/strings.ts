import { strings } from 'virtual:locale-strings?keys=order_changes';
import { addStrings } from '#lib/i18n.ts';

// Stock short, the review and the expired-order dialog load only when an order needs them, and
// bring their strings with them.
addStrings(strings);
