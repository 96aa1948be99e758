// The terms screen brings these with its own chunk.
export { strings as termsStrings } from 'virtual:locale-strings?keys=terms';
