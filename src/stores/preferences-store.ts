import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { setLocale, SUPPORTED_LOCALES, type AppLocale } from '../lib/i18n';
import { persistOptions } from './persist-options';
import { PREFERENCES_STORE_KEY } from './store-keys';

interface PersistedPreferences {
  locale: AppLocale | null;
}

interface PreferencesState extends PersistedPreferences {
  setLocale: (locale: AppLocale) => void;
}

// A language dropped from the bundle since it was chosen falls back to the deployment's default.
const PersistedPreferencesSchema = z.object({ locale: z.catch(z.nullable(z.enum(SUPPORTED_LOCALES)), null) });

/** The shopper's own choices (interface language), remembered across visits. */
export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      locale: null,
      setLocale: (locale) => set({ locale }),
    }),
    persistOptions(PREFERENCES_STORE_KEY, 1, PersistedPreferencesSchema, {
      partialize: (state) => ({ locale: state.locale }),
    }),
  ),
);

/** Remembers the shopper's language and switches the interface to it, fetching its strings. */
export async function switchLocale(locale: AppLocale): Promise<void> {
  usePreferencesStore.getState().setLocale(locale);
  await setLocale(locale);
}
