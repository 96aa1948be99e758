import { strings } from 'virtual:locale-strings?keys=basket,checkout_flow,dispatch,shipping_step';
import { addStrings } from '../../lib/i18n';

// The basket and checkout screens bring their strings with their own chunks: one module, so a
// shopper moving from the basket through the steps downloads them once.
addStrings(strings);
