import { strings } from 'virtual:locale-strings?keys=checkout_flow,dispatch,shipping_step';
import { addStrings } from '#lib/i18n.ts';

// The checkout steps bring their strings with their own chunks: one module, so a shopper moving
// through the steps downloads them once (the basket's are in basket-strings.ts).
addStrings(strings);
