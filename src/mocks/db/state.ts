import { now } from './clock.ts';
import { createDataset } from './seed/dataset.ts';
import {
  DATASET_NAMES,
  type DatasetName,
  type SeedDataset,
  type SeedOffer,
  type SeedProduct,
  type SeedSellable,
  type SeedSupplier,
} from './seed/types.ts';
import { seedHistory } from './history.ts';
import type { MutableState } from './store-types.ts';
import { currentSession, sessionLocal } from '../sessions.ts';

// One state per dataset and backend session (sessions.ts), created lazily on first request. The seed
// (catalogue, suppliers, rules) is rebuilt from code on every start; only the mutable part (accounts,
// orders, carts, ...) is saved, so stored demo data stays small and the catalogue always has current
// promotions and leaflets. Only the default session is saved: named sessions (e2e) live in memory.

export interface DatasetState {
  name: DatasetName;
  /** The backend session this state belongs to; null is the shared default session. */
  session: string | null;
  seed: SeedDataset;
  mut: MutableState;
  suppliers: Map<number, SeedSupplier>;
  offers: Map<number, SeedOffer>;
  sellables: Map<number, SeedSellable>;
  products: Map<number, SeedProduct>;
}

/** Where the mutable part lives between page loads: localStorage in the browser, nowhere in node. */
export interface PersistenceAdapter {
  load(name: DatasetName): MutableState | null;
  save(name: DatasetName, state: MutableState): void;
  clear(name: DatasetName): void;
}

const memoryOnly: PersistenceAdapter = { load: () => null, save: () => {}, clear: () => {} };
let persistence: PersistenceAdapter = memoryOnly;
/** The current session's datasets. */
const sessionStates = sessionLocal(() => new Map<DatasetName, DatasetState>());

export const DATASETS: readonly DatasetName[] = DATASET_NAMES;

/** Browser builds plug localStorage in here before the first request. */
export function setPersistence(adapter: PersistenceAdapter): void {
  persistence = adapter;
  sessionStates.get().clear();
}

/** localStorage key of a dataset's demo state (namespaced and versioned). */
export function storageKey(name: DatasetName): string {
  return `storefront-demo:${name}:v1`;
}

/** A persistence adapter over Web Storage; unreadable or old-version data is ignored. */
export function webStoragePersistence(storage: Storage): PersistenceAdapter {
  return {
    load(name) {
      try {
        const raw = storage.getItem(storageKey(name));
        const parsed = raw ? (JSON.parse(raw) as MutableState) : null;
        return parsed?.version === 1 ? parsed : null;
      } catch {
        return null;
      }
    },
    save(name, state) {
      try {
        storage.setItem(storageKey(name), JSON.stringify(state));
      } catch {
        // Quota exceeded or storage disabled: the demo keeps working in memory.
      }
    },
    clear(name) {
      storage.removeItem(storageKey(name));
    },
  };
}

function initialMutable(seed: SeedDataset): MutableState {
  const mut: MutableState = {
    version: 1,
    seeded_at: seed.now,
    next_ids: { order: 1001, item: 50_001, transaction: 90_001, account: 10_001, address: 20_001 },
    accounts: structuredClone(seed.accounts),
    tokens: {},
    reset_codes: [],
    carts: [],
    orders: [],
    transactions: [],
    idempotency: {},
    discount_usage: {},
    imports: [],
    packs: {},
  };
  mut.next_ids = { ...mut.next_ids, card: 30_001, cart: 40_001, reset: 70_001, import: 80_001 };
  seedHistory(seed, mut);
  return mut;
}

function build(name: DatasetName, session: string | null): DatasetState {
  const seed = createDataset(name, now());
  const mut = (session === null ? persistence.load(name) : null) ?? initialMutable(seed);
  return {
    name,
    session,
    seed,
    mut,
    suppliers: new Map(seed.suppliers.map((s) => [s.id, s])),
    offers: new Map(seed.offers.map((o) => [o.id, o])),
    sellables: new Map(seed.sellables.map((s) => [s.id, s])),
    products: new Map(seed.products.map((p) => [p.id, p])),
  };
}

/** The state of one dataset in the current session, created on first use. */
export function getState(name: DatasetName): DatasetState {
  const states = sessionStates.get();
  let state = states.get(name);
  if (!state) {
    state = build(name, currentSession());
    states.set(name, state);
  }
  return state;
}

/** Writes a dataset's mutable part through the persistence adapter (after each mutating request). */
export function saveState(state: DatasetState): void {
  if (state.session === null) persistence.save(state.name, state.mut);
}

/**
 * Forgets every dataset's state of the current session (in storage too for the default one): its
 * next request starts from the seed. Other sessions keep theirs.
 */
export function resetState(): void {
  if (currentSession() === null) for (const name of DATASETS) persistence.clear(name);
  sessionStates.get().clear();
}

/** Next id of a kind, unique within the dataset. */
export function nextId(state: DatasetState, kind: string): number {
  const id = state.mut.next_ids[kind] ?? 1;
  state.mut.next_ids[kind] = id + 1;
  return id;
}
