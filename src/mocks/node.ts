import { setupServer } from 'msw/node';
import { handlers } from './handlers/all.ts';

/** The fake backend for vitest: `server.listen({ onUnhandledRequest: 'error' })` in a setup file. */
export const server = setupServer(...handlers);
