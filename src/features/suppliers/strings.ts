// The shop selector's rarer words (the names on the supplier bar are startup strings) come with it.
export { strings as supplierSelectorStrings } from 'virtual:locale-strings?keys=supplier_selector';
