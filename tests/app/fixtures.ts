// Kept for e2e (shell, stored-state, seed-shopper), which imports the wire shapes from here; their
// home is tests/support/fixtures.ts.
export { anAccount, anOffer } from '../support/fixtures';
