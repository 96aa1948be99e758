// The one way the app reads and writes the browser's storage. Storage is not ours to count on:
// it fills up (QuotaExceededError on a write), and a browser that blocks site data throws on the
// mere mention of `localStorage` (SecurityError from the getter). Either would otherwise throw out
// of a press, a save timer or the boot itself. Here nothing throws: a blocked area is replaced by
// memory for the page's life, a full one keeps the value in memory until a write succeeds, and
// whoever listens (the shell's alerts) is told once per kind of trouble.

export type StorageTrouble = 'full' | 'blocked';
export type StorageArea = 'local' | 'session';

type Listener = (trouble: StorageTrouble) => void;

let listener: Listener | null = null;
const told = new Set<StorageTrouble>();
const pending = new Set<StorageTrouble>();

function trouble(kind: StorageTrouble): void {
  if (told.has(kind)) return;
  if (!listener) {
    pending.add(kind);
    return;
  }
  told.add(kind);
  listener(kind);
}

/** Names who hears of a full or blocked storage; trouble met before it listened is told at once. */
export function onStorageTrouble(next: Listener | null): void {
  listener = next;
  told.clear();
  if (!next) return;
  for (const kind of pending) trouble(kind);
  pending.clear();
}

// Per area: values the browser would not keep. A blocked area lives here whole; a full one keeps
// only what failed, so this page still reads back what it wrote.
const memory: Record<StorageArea, Map<string, string | null>> = { local: new Map(), session: new Map() };

/** The browser's storage, or null where it is blocked (the getter throws) or absent. */
function browserArea(area: StorageArea): Storage | null {
  try {
    const storage = area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

const isQuota = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22);

export interface GuardedStorage {
  getItem(key: string): string | null;
  /** False when the value is only in memory (storage full or blocked). */
  setItem(key: string, value: string): boolean;
  /** False when the browser would not remove it (this page reads it as removed all the same). */
  removeItem(key: string): boolean;
  /** Every key the area holds, this page's unwritten ones included. */
  keys(): string[];
  /** Whether `event` (a `storage` event) is about this area. */
  isArea(event: StorageEvent): boolean;
}

function guarded(area: StorageArea): GuardedStorage {
  const held = memory[area];
  return {
    getItem(key) {
      if (held.has(key)) return held.get(key) ?? null;
      const storage = browserArea(area);
      if (!storage) {
        trouble('blocked');
        return null;
      }
      try {
        return storage.getItem(key);
      } catch {
        trouble('blocked');
        return null;
      }
    },
    setItem(key, value) {
      const storage = browserArea(area);
      try {
        if (!storage) throw new DOMException('storage blocked', 'SecurityError');
        storage.setItem(key, value);
        held.delete(key);
        return true;
      } catch (error) {
        held.set(key, value);
        trouble(storage && isQuota(error) ? 'full' : 'blocked');
        return false;
      }
    },
    removeItem(key) {
      const storage = browserArea(area);
      try {
        if (!storage) throw new DOMException('storage blocked', 'SecurityError');
        storage.removeItem(key);
        held.delete(key);
        return true;
      } catch {
        held.set(key, null);
        return false;
      }
    },
    keys() {
      const found = new Set<string>();
      const storage = browserArea(area);
      try {
        for (let i = 0; storage && i < storage.length; i += 1) {
          const key = storage.key(i);
          if (key !== null) found.add(key);
        }
      } catch {
        // Blocked: only what this page holds.
      }
      for (const [key, value] of held) {
        if (value === null) found.delete(key);
        else found.add(key);
      }
      return [...found];
    },
    isArea(event) {
      const storage = browserArea(area);
      return storage !== null && (event.storageArea === null || event.storageArea === storage);
    },
  };
}

/** localStorage, guarded: shared by the shopper's tabs. */
export const localStore: GuardedStorage = guarded('local');
/** sessionStorage, guarded: this tab's only. */
export const sessionStore: GuardedStorage = guarded('session');

/** Forgets what memory holds in place of storage (tests, which start each case from nothing). */
export function resetStorageMemory(): void {
  memory.local.clear();
  memory.session.clear();
  told.clear();
  pending.clear();
}
