// The drawer and the shell's sign-in notices load with their own chunks, and so do these.
export { strings as drawerStrings } from 'virtual:locale-strings?keys=drawer';
