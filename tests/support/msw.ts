import { http, HttpResponse, passthrough, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import { handlers } from '../../src/mocks/handlers/all';

// The one msw server of the unit suite, started by tests/setup.ts for every file: the fake supplier
// backend's real handlers (the same as dev and e2e), fresh state and no scenario for every test.
// A test changes what the backend says with `server.use(...)`; setup.ts drops that after the test.

/** The build's version.txt, which the root loader's deploy check reads and the backend does not serve. */
const versionFile = http.get('*/version.txt', () => HttpResponse.text('test-build\n'));

export const server = setupServer(...handlers, versionFile);

/**
 * For files about the HTTP layer rather than the backend: only `answers` serve each test, so any
 * other request fails as unhandled instead of reaching the fake backend. With no answers, every
 * request fails; `server.use(...)` in a test still adds to them.
 */
export function answerOnlyWith(...answers: RequestHandler[]): void {
  // resetHandlers() without arguments would bring the backend back; a handler that answers nothing
  // leaves every request unhandled (msw falls through a resolver that returns undefined).
  const nothing = http.all('*', () => undefined);
  beforeEach(() => server.resetHandlers(...(answers.length > 0 ? answers : [nothing])));
}

/** For files that talk to a real local HTTP server: their requests go out to the network. */
export function letRequestsThrough(): void {
  answerOnlyWith(http.all('*', () => passthrough()));
}
