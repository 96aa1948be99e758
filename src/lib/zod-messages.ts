import { config } from 'zod/mini';

// zod/mini ships without message text: a failed check says only 'Invalid input'. The English
// messages (~1.3 KB brotli) load on the failure paths that explain themselves to a person (the
// config error page, an ApiError in the console), so no shopper downloads them on a good day.

let english: Promise<void> | undefined;
let ready = false;

/** Loads zod's English messages once; every later parse reports them. */
export function loadZodMessages(): Promise<void> {
  english ??= import('zod/v4/locales/en.js').then(({ default: en }) => {
    config(en());
    ready = true;
  });
  return english;
}

/**
 * Runs a parse-and-throw step; when it throws before the messages are loaded, loads them and runs it
 * again, so the error that propagates names what was wrong. `run` must be free of side effects.
 */
export async function explained<T>(run: () => T, explainable: (error: unknown) => boolean): Promise<T> {
  try {
    return run();
  } catch (error) {
    if (ready || !explainable(error)) throw error;
    await loadZodMessages();
    return run();
  }
}
