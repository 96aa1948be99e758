// The payment screens bring these with their own chunks.
export { strings as paymentsStrings } from 'virtual:locale-strings?keys=payments';
