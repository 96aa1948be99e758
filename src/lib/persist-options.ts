import { z } from 'zod/mini';
import type { StoreApi } from 'zustand';
import { createJSONStorage, type PersistOptions } from 'zustand/middleware';
import { record } from './record';
import { localStore, sessionStore, type StorageArea } from './storage';

// Stored state is input like any other: another build, another tab, an extension or a curious
// shopper can leave anything under our keys. A store that trusted it could break every page
// until site data is cleared, so each store reads its stored state through a schema.

interface Options<S, P> {
  /** The part of the state that is stored. */
  partialize: (state: S) => P;
  /** Turns an older version's stored state into this version's shape; the schema still checks it. */
  migrate?: (persisted: unknown, version: number) => unknown;
  /** 'session' for per-tab state; 'local' otherwise. */
  storage?: StorageArea;
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
  { partialize, migrate, storage = 'local' }: Options<S, P>,
): PersistOptions<S, P> {
  return {
    name,
    version,
    // The guarded storage never throws: a full or blocked one keeps the state in memory (lib/storage.ts).
    storage: createJSONStorage(() => (storage === 'local' ? localStore : sessionStore)),
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

interface PersistedStore<S> extends Pick<StoreApi<S>, 'getState' | 'setState'> {
  persist: { clearStorage: () => void };
}

/**
 * Puts a persisted store back to `initial` and leaves nothing under its key: a persisted store
 * writes what it is set to, so the reset alone would store an empty state. A store already at
 * `initial` is not set again. Its write and removal would reach the shopper's other tabs, each of
 * which, following the removal, would reset and answer in kind, for ever.
 */
export function resetPersisted<S>(store: PersistedStore<S>, initial: Partial<S>): void {
  const state = store.getState();
  const entries = Object.entries(initial) as [keyof S, unknown][];
  const already = entries.every(([key, value]) => JSON.stringify(state[key]) === JSON.stringify(value));
  if (!already) store.setState(initial);
  store.persist.clearStorage();
}
