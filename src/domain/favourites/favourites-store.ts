import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions, validOnly } from '#lib/persist-options.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { FAVOURITES_STORE_KEY } from '#stores/store-keys.ts';

// The shopper's favourite products, kept on this device: no supplier call exists for them
// (decision 040, which says how a supplier endpoint would take over). Each shopper's own list,
// by account: a shared phone keeps each shopper's apart, a sign-out forgets the list of the
// shopper who left (session lifecycle), and a session that only ended keeps it for their return.

/** What a favourite keeps: enough to show it in the list without asking for it first. */
export interface Favourite {
  product_id: number;
  name: string;
  image_url: string | null;
}

interface FavouritesState {
  /** Account id -> that shopper's favourites, the latest first. */
  byShopper: Record<string, Favourite[]>;
  /** Adds the product to the signed-in shopper's favourites, or takes it out; false when nobody is signed in. */
  toggle: (favourite: Favourite) => boolean;
  /** Forgets one shopper's list (their sign-out). */
  forgetShopper: (accountId: number) => void;
}

/** A shopper's list is kept to this many: far beyond a weekly shop, short of a catalogue. */
export const FAVOURITES_KEPT = 200;

const FavouriteSchema: z.ZodMiniType<Favourite> = z.object({
  product_id: z.number().check(z.int(), z.positive()),
  name: z.string().check(z.maxLength(300)),
  image_url: z.catch(z.nullable(z.string()), null),
});

const PersistedFavouritesSchema = z.object({
  byShopper: z.catch(
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((lists) =>
        Object.fromEntries(
          Object.entries(lists)
            .filter(([account]) => /^\d+$/.test(account))
            .map(([account, list]) => [
              account,
              validOnly(FavouriteSchema).parse(list).slice(0, FAVOURITES_KEPT),
            ]),
        ),
      ),
    ),
    {},
  ),
});

const shopperKey = () => {
  const id = useAccountStore.getState().account?.id;
  return id === undefined ? null : String(id);
};

/** Favourite products per shopper, persisted on this device. */
export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set) => ({
      byShopper: {},
      toggle: (favourite) => {
        const key = shopperKey();
        if (key === null) return false;
        set((state) => {
          const list = state.byShopper[key] ?? [];
          const had = list.some((item) => item.product_id === favourite.product_id);
          const next = had
            ? list.filter((item) => item.product_id !== favourite.product_id)
            : [favourite, ...list].slice(0, FAVOURITES_KEPT);
          return { byShopper: { ...state.byShopper, [key]: next } };
        });
        return true;
      },
      forgetShopper: (accountId) =>
        set((state) => {
          const { [String(accountId)]: _gone, ...rest } = state.byShopper;
          return { byShopper: rest };
        }),
    }),
    persistOptions(FAVOURITES_STORE_KEY, 1, PersistedFavouritesSchema, {
      partialize: (state) => ({ byShopper: state.byShopper }),
    }),
  ),
);

const NONE: readonly Favourite[] = [];

/** The signed-in shopper's favourites (none for a visitor). */
export function useFavourites(): readonly Favourite[] {
  const account = useAccountStore((state) => state.account?.id);
  return useFavouritesStore((state) =>
    account === undefined ? NONE : (state.byShopper[String(account)] ?? NONE),
  );
}

/** Whether the signed-in shopper keeps this product among their favourites. */
export function useIsFavourite(productId: number): boolean {
  return useFavourites().some((item) => item.product_id === productId);
}
