import { strings } from 'virtual:locale-strings?keys=open_orders';
import { addStrings } from '#lib/i18n.ts';

// The open-orders notice loads only when an order needs the shopper, with its strings.
addStrings(strings);
