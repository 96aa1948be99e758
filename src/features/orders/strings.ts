// The order screens (history, order page, its dialogs) bring these with their own chunks.
export { strings as ordersStrings } from 'virtual:locale-strings?keys=orders';
