// The smallest key-value storage over IndexedDB that the query persister needs (TanStack Query's
// documented IndexedDB persister, without a library). IndexedDB, not localStorage: a catalogue's
// worth of answers would crowd the basket out of localStorage's few megabytes, and it stores
// objects as they are, with no JSON string to build on the main thread.

const DATABASE = 'storefront';
const STORE = 'kv';

let opened: Promise<IDBDatabase> | undefined;

/**
 * How long an open may take. WebKit sometimes never answers `indexedDB.open` (no success, no
 * error), and a blocked upgrade waits on other tabs: past this the open counts as failed.
 */
export const OPEN_DEADLINE_MS = 5000;

const open = (version?: number): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, version);
    const timer = setTimeout(() => {
      reject(new Error(`IndexedDB did not open within ${OPEN_DEADLINE_MS / 1000} s`));
      // Should it answer after all, its connection is not left open to block a later upgrade.
      request.onsuccess = () => request.result.close();
    }, OPEN_DEADLINE_MS);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error);
    };
  });

function database(): Promise<IDBDatabase> {
  // A database of that name without the store (made by someone else) is upgraded to have it.
  opened ??= open().then((db) => {
    if (db.objectStoreNames.contains(STORE)) return db;
    db.close();
    return open(db.version + 1);
  });
  // A failed or hung open (private mode, storage turned off, WebKit's silence) is asked again next
  // time, not remembered.
  const attempt = opened;
  attempt.catch(() => {
    if (opened === attempt) opened = undefined;
  });
  return attempt;
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = act(transaction.objectStore(STORE));
    transaction.oncomplete = () => resolve(request.result);
    // An error aborts the transaction, so one handler hears both.
    transaction.onabort = () => reject(transaction.error);
  });
}

export const idbStorage = {
  get: (key: string): Promise<unknown> => run('readonly', (store) => store.get(key)),
  set: async (key: string, value: unknown): Promise<void> => {
    await run('readwrite', (store) => store.put(value, key));
  },
  remove: async (key: string): Promise<void> => {
    await run('readwrite', (store) => store.delete(key));
  },
};
