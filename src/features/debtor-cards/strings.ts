// The debtor cards screen and the order page's top-up bring these with their own chunks.
export { strings as debtorCardsStrings } from 'virtual:locale-strings?keys=debtor_cards';
