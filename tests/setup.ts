import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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

afterEach(() => {
  cleanup();
  // Node-environment specs (API layer, seed data) have no Web Storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
