import { now } from './clock.ts';
import { createDataset } from './seed/dataset.ts';
import type {
  DatasetName,
  SeedDataset,
  SeedOffer,
  SeedProduct,
  SeedSellable,
  SeedSupplier,
} from './seed/types.ts';
import { seedHistory } from './history.ts';
import type { MutableState } from './store-types.ts';

// One state per dataset, created lazily on first request. The seed (catalogue, suppliers, rules) is
// rebuilt from code on every start; only the mutable part (accounts, orders, carts, ...) is saved, so
// stored demo data stays small and the catalogue always has current promotions and leaflets.

export interface DatasetState {
  name: DatasetName;
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
const states = new Map<DatasetName, DatasetState>();

export const DATASETS: readonly DatasetName[] = ['reference', 'market'];

/** Browser builds plug localStorage in here before the first request. */
export function setPersistence(adapter: PersistenceAdapter): void {
  persistence = adapter;
  states.clear();
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

function build(name: DatasetName): DatasetState {
  const seed = createDataset(name, now());
  const mut = persistence.load(name) ?? initialMutable(seed);
  return {
    name,
    seed,
    mut,
    suppliers: new Map(seed.suppliers.map((s) => [s.id, s])),
    offers: new Map(seed.offers.map((o) => [o.id, o])),
    sellables: new Map(seed.sellables.map((s) => [s.id, s])),
    products: new Map(seed.products.map((p) => [p.id, p])),
  };
}

/** The state of one dataset, created on first use. */
export function getState(name: DatasetName): DatasetState {
  let state = states.get(name);
  if (!state) {
    state = build(name);
    states.set(name, state);
  }
  return state;
}

/** Writes a dataset's mutable part through the persistence adapter (after each mutating request). */
export function saveState(state: DatasetState): void {
  persistence.save(state.name, state.mut);
}

/** Forgets every dataset's state, in memory and in storage: the next request starts from the seed. */
export function resetState(): void {
  for (const name of DATASETS) persistence.clear(name);
  states.clear();
}

/** Next id of a kind, unique within the dataset. */
export function nextId(state: DatasetState, kind: string): number {
  const id = state.mut.next_ids[kind] ?? 1;
  state.mut.next_ids[kind] = id + 1;
  return id;
}
