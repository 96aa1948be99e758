import i18next from 'i18next';
import { z } from 'zod/mini';
import { createJSONStorage, type PersistOptions } from 'zustand/middleware';
import { record } from '../lib/record';
import { pushAlert } from './alerts-store';

// Stored state is input like any other: another build, another tab, an extension or a curious
// shopper can leave anything under our keys. A store that trusted it could break every page
// until site data is cleared, so each store reads its stored state through a schema.

interface Options<S, P> {
  /** The part of the state that is stored. */
  partialize: (state: S) => P;
  /** Turns an older version's stored state into this version's shape; the schema still checks it. */
  migrate?: (persisted: unknown, version: number) => unknown;
  /** sessionStorage for per-tab state; localStorage otherwise. */
  storage?: () => Storage;
}

const STORAGE_FULL_ALERT = 'storage-full';

/**
 * `storage` whose writes never throw. A full storage (QuotaExceededError) or one the browser
 * refuses (private modes) would otherwise throw out of every store change: a press on 'Add' would
 * fail. The state stays in memory, so nothing is lost while the page is open, and the shopper is
 * told that it may not survive closing it: one alert, kept until dismissed, however many writes fail.
 */
export function forgivingStorage(storage: Storage): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (key) => storage.getItem(key),
    removeItem: (key) => storage.removeItem(key),
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        pushAlert({
          id: STORAGE_FULL_ALERT,
          kind: 'error',
          message: i18next.t('errors.storage_full'),
          timeoutMs: null,
        });
      }
    },
  };
}

/**
 * persist() options that validate what is read back (first load, another tab's write) with
 * `schema`. Store schemas give every field a fallback (`z.catch`, `validOnly` for lines), so a bad
 * part drops only itself and an unreadable or older state reads as the initial one.
 */
export function persistOptions<S, P>(
  name: string,
  version: number,
  schema: z.ZodMiniType<P>,
  { partialize, migrate, storage = () => localStorage }: Options<S, P>,
): PersistOptions<S, P> {
  return {
    name,
    version,
    storage: createJSONStorage(() => forgivingStorage(storage())),
    partialize,
    // Without a migration an older shape is dropped (read as {}) rather than guessed at.
    migrate: (persisted, from) => (migrate ? migrate(persisted, from) : null) as P,
    // Anything but an object reads as {}: every field then falls back to its initial value.
    merge: (persisted, current) => {
      const parsed = schema.safeParse(record(persisted));
      return parsed.success ? { ...current, ...parsed.data } : current;
    },
  };
}

/** A list whose unreadable entries are dropped one by one; anything but a list reads as empty. */
export function validOnly<T>(entry: z.ZodMiniType<T>) {
  return z.catch(
    z.pipe(
      z.array(z.unknown()),
      z.transform((values) =>
        values.flatMap((value) => {
          const parsed = entry.safeParse(value);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    ),
    [],
  );
}
