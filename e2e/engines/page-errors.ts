import type { BrowserContext } from '@playwright/test';

// What fails a Firefox journey: any page error or console error of any of its pages, but for
// one echo. A picture its service worker was still passing on when the page went away (a reload,
// a new address) is reported by Firefox as a page error, 'A ServiceWorker intercepted the request
// and encountered an unexpected error', though the page itself aborted the request by leaving and
// the shopper sees nothing. Only that echo of a request the page aborted is let through: the same
// message for a request that failed any other way (an answer cut off half-way, say) still fails
// the test (decision 037).

const ABORTED_BY_THE_PAGE = 'NS_BINDING_ABORTED';
const INTERCEPTION_FAILED =
  /^pageerror: Failed to load ‘(.+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/;

export interface PageErrors {
  /** Everything reported so far, as `pageerror: …` or `console.error: …`. */
  readonly all: readonly string[];
  /** What should fail the test: neither allowed nor the echo of a request the page aborted. */
  unexpected(allowed: RegExp | null): string[];
}

export function watchPageErrors(context: BrowserContext): PageErrors {
  const all: string[] = [];
  // How each failed request failed, by address, as Firefox names it.
  const failures = new Map<string, string>();
  context.on('weberror', (error) => all.push(`pageerror: ${error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error') all.push(`console.error: ${message.text()}`);
  });
  context.on('requestfailed', (request) => {
    failures.set(request.url(), request.failure()?.errorText ?? 'unknown');
  });
  const failureOf = (error: string) => {
    const url = INTERCEPTION_FAILED.exec(error)?.[1];
    return url === undefined ? undefined : failures.get(url);
  };
  return {
    all,
    unexpected: (allowed) =>
      all
        .filter((error) => !allowed?.test(error))
        .flatMap((error) => {
          const how = failureOf(error);
          if (how === ABORTED_BY_THE_PAGE) return [];
          // Says how the request failed, for the next person to look at such a failure.
          return [how ? `${error} (the request: ${how})` : error];
        }),
  };
}
