import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from '#lib/persist-options.ts';
import { SESSION_STORE_KEY } from './store-keys';

interface PersistedSession {
  dataFree: boolean;
  backTarget: string | null;
  /** Open orders the shopper was told about this session: the notice does not come back for them. */
  openOrdersSeen: number[];
}

interface SessionState extends PersistedSession {
  setDataFree: (value: boolean) => void;
  setBackTarget: (path: string | null) => void;
  markOpenOrdersSeen: (ids: number[]) => void;
}

const PersistedSessionSchema = z.object({
  dataFree: z.catch(z.boolean(), false),
  // Only an in-app path can be a back target (it is navigated to).
  backTarget: z.catch(z.nullable(z.string().check(z.regex(/^\/(?![/\\])/))), null),
  openOrdersSeen: z.catch(z.array(z.number()), []),
});

/**
 * Per-tab session flags in sessionStorage: data-free mode (`?referer=moya`) must end with the
 * browser session, not linger in localStorage for the next visit.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      dataFree: false,
      backTarget: null,
      openOrdersSeen: [],
      setDataFree: (value) => set({ dataFree: value }),
      setBackTarget: (path) => set({ backTarget: path }),
      markOpenOrdersSeen: (ids) =>
        set((state) => ({ openOrdersSeen: [...new Set([...state.openOrdersSeen, ...ids])] })),
    }),
    persistOptions(SESSION_STORE_KEY, 1, PersistedSessionSchema, {
      partialize: ({ dataFree, backTarget, openOrdersSeen }) => ({ dataFree, backTarget, openOrdersSeen }),
      storage: 'session',
    }),
  ),
);
