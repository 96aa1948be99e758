// Stock short, the review and the expired-order dialog load only when an order needs them, and
// bring these with them.
export { strings as orderChangesStrings } from 'virtual:locale-strings?keys=order_changes';
