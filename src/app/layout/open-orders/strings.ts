// The open-orders notice loads only when an order needs the shopper, with these.
export { strings as openOrdersStrings } from 'virtual:locale-strings?keys=open_orders';
