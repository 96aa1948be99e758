import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from '#lib/persist-options.ts';
import { NOTICES_STORE_KEY } from './store-keys';

interface NoticesState {
  /** Supplier id -> the Johannesburg date its 'closed' notice was last shown. */
  closedShown: Record<string, string>;
  markClosedShown: (supplierId: number, day: string) => void;
  /** Orders whose review was offered (spec: once per collected or delivered order). */
  reviewsOffered: number[];
  markReviewOffered: (orderId: number) => void;
}

// The most recent orders are the ones a review is offered for; older marks can go.
const REVIEWS_KEPT = 50;

// Forgetting when a notice was shown only shows it once more.
const PersistedNoticesSchema = z.object({
  closedShown: z.catch(z.record(z.string(), z.string()), {}),
  reviewsOffered: z.catch(z.array(z.number()), []),
});

/** Notices shown at most once (a day, or an order), remembered across reloads. */
export const useNoticesStore = create<NoticesState>()(
  persist(
    (set) => ({
      closedShown: {},
      markClosedShown: (supplierId, day) =>
        set((state) => ({ closedShown: { ...state.closedShown, [String(supplierId)]: day } })),
      reviewsOffered: [],
      markReviewOffered: (orderId) =>
        set((state) => ({ reviewsOffered: [...state.reviewsOffered, orderId].slice(-REVIEWS_KEPT) })),
    }),
    persistOptions(NOTICES_STORE_KEY, 1, PersistedNoticesSchema, {
      partialize: (state) => ({ closedShown: state.closedShown, reviewsOffered: state.reviewsOffered }),
    }),
  ),
);
