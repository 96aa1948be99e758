// The checkout steps' strings: one module, so a shopper moving through the steps downloads them once
// (the basket's are in components/basket/strings.ts).
export { strings as checkoutStrings } from 'virtual:locale-strings?keys=checkout_flow,dispatch,shipping_step';
