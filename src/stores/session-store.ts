import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORE_KEY = 'storefront.session';

interface PersistedSession {
  dataFree: boolean;
  backTarget: string | null;
}

interface SessionState extends PersistedSession {
  setDataFree: (value: boolean) => void;
  setBackTarget: (path: string | null) => void;
}

/**
 * Per-tab session flags in sessionStorage: data-free mode (`?referer=moya`) must end with the
 * browser session, not linger in localStorage for the next visit.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      dataFree: false,
      backTarget: null,
      setDataFree: (value) => set({ dataFree: value }),
      setBackTarget: (path) => set({ backTarget: path }),
    }),
    {
      name: SESSION_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ dataFree: state.dataFree, backTarget: state.backTarget }),
      migrate: (persisted, version) => {
        // Version 0 never shipped; anything older than 1 is dropped rather than guessed at.
        if (version < 1) return { dataFree: false, backTarget: null };
        return persisted as PersistedSession;
      },
    },
  ),
);
