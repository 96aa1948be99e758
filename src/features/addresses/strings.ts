// The address book and the picker (also used by checkout) bring these with their chunk.
export { strings as addressesStrings } from 'virtual:locale-strings?keys=addresses,address_picker';
