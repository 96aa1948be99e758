import { record } from './record';

/**
 * A store's state in its stored text, as persist rehydrates it: unreadable JSON and another numbered
 * version (these stores have no migration) read as an empty state.
 */
export function storedState(text: string | null | undefined, storeVersion: number): Record<string, unknown> {
  try {
    const { version, state } = record(JSON.parse(text ?? 'null'));
    return typeof version === 'number' && version !== storeVersion ? {} : record(state);
  } catch {
    return {};
  }
}
