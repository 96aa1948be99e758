// The basket screen's strings, apart from the checkout steps' (../../strings.ts): the basket is a
// page of its own that many visits open without going on to checkout.
export { strings as basketStrings } from 'virtual:locale-strings?keys=basket';
