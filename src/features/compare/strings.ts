// The comparison screens bring these with their own chunk.
export { strings as compareStrings } from 'virtual:locale-strings?keys=compare';
