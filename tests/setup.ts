import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';
import { resetStorageMemory } from '../src/lib/storage';
import { resetState } from '../src/mocks/db/state';
import { setScenario } from '../src/mocks/scenarios';
import { ALL_STORES } from './support/store-registry';
import { server } from './support/msw';

// findBy/waitFor give up after 1 s by default, which a busy machine can take to render a screen;
// one step of a whole-app test (a comparison, then a move to another shop) took 12 s at a load
// average of 9 with other suites beside it.
configure({ asyncUtilTimeout: 20_000 });

// A console error or warning is a bug unless the test says it expects one (by spying on it).
const failOnConsole = (method: 'error' | 'warn') => {
  // eslint-disable-next-line no-console -- keeps the real output while turning it into a failure
  const original = console[method];
  beforeEach(() => {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      original(...args);
      throw new Error(`console.${method} called: ${args.map(String).join(' ')}`);
    });
  });
};
failOnConsole('error');
failOnConsole('warn');

// One fake backend for every file (tests/support/msw.ts): a request nothing answers is a failure.
// Each test starts with fresh seed data and no scenario, and its own handlers and listeners end with it.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetState();
  setScenario(null);
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  // Node-environment specs (API layer, seed data) have no Web Storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// Stores are module singletons: put each back to its initial state so no test sees another's data.
// tests/support/store-registry.ts lists every store (tests/stores/registry.test.ts keeps it complete).
function reset(store: StoreApi<unknown>): void {
  store.setState(store.getInitialState(), true);
}
afterEach(() => {
  for (const store of ALL_STORES) reset(store);
  // Resetting a persisted store writes it back; clear again so the next test starts with empty storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  // What a full or blocked storage left in the page's memory, and who was told of it.
  resetStorageMemory();
});

// jsdom has <dialog> without its methods; stand in for the little the Dialog component relies on.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
