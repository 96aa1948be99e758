// Kept only for tests/features/checkout, which still imports from here: the shoppers live in
// tests/support/fixtures.ts and signing in in tests/support/fake-backend.ts (renderApp's `user`).
export { DEMO } from '../../support/fixtures';
export { signInAs } from '../../support/fake-backend';
