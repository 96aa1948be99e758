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

/**
 * Every request the app sends the backend from now until the test ends, in order (the site's own
 * files, such as version.txt, are not the backend's); `pathEnd` keeps only those to one path.
 */
export function recordRequests(pathEnd = ''): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== globalThis.location?.origin && url.pathname.endsWith(pathEnd)) seen.push(url);
  });
  return seen;
}

/**
 * Holds the backend's answers to `method` `path` until `release()`, then lets it answer as usual;
 * `asked` settles once the first such request is in.
 */
export function holdAnswers(method: 'get' | 'post' | 'patch', path: string) {
  let release = () => {};
  let arrived = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  server.use(
    http[method](path, async () => {
      arrived();
      await held;
      return undefined; // on to the fake backend
    }),
  );
  return { asked, release: () => release() };
}
