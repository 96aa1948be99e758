import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isSupportedLocale, setLocale, type AppLocale } from '../lib/i18n';

export const PREFERENCES_STORE_KEY = 'storefront.preferences';

interface PersistedPreferences {
  locale: AppLocale | null;
}

interface PreferencesState extends PersistedPreferences {
  setLocale: (locale: AppLocale) => void;
}

/** The shopper's own choices (interface language), remembered across visits. */
export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      locale: null,
      setLocale: (locale) => set({ locale }),
    }),
    {
      name: PREFERENCES_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ locale: state.locale }),
      migrate: (persisted, version) => {
        // Version 0 never shipped; anything older than 1 is dropped rather than guessed at.
        if (version < 1) return { locale: null };
        return persisted as PersistedPreferences;
      },
      // A language dropped from the bundle since it was chosen falls back to the deployment's default.
      merge: (persisted, current) => {
        if (persisted === undefined) return current;
        const locale = (persisted as Partial<PersistedPreferences> | null)?.locale;
        return { ...current, locale: isSupportedLocale(locale) ? locale : null };
      },
    },
  ),
);

/** Remembers the shopper's language and switches the interface to it, fetching its strings. */
export async function switchLocale(locale: AppLocale): Promise<void> {
  usePreferencesStore.getState().setLocale(locale);
  await setLocale(locale);
}
