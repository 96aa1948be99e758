// The offline, new-version and install notices load only when one has something to say.
export { strings as pwaStrings } from 'virtual:locale-strings?keys=pwa';
