import { z } from 'zod/mini';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { setLocale, SUPPORTED_LOCALES, type AppLocale } from '#lib/i18n.ts';
import { safeUrl } from '#lib/safe-url.ts';
import { browserSavesData } from '#lib/save-data.ts';
import { persistOptions } from '#lib/persist-options.ts';
import { useSessionStore } from './session-store';
import { PREFERENCES_STORE_KEY, PREFERENCES_STORE_VERSION } from './store-keys';

interface PersistedPreferences {
  locale: AppLocale | null;
  /** The shopper's own data-saver choice from the drawer; null follows the browser (useDataLight). */
  dataLight: boolean | null;
}

interface PreferencesState extends PersistedPreferences {
  setLocale: (locale: AppLocale) => void;
  setDataLight: (dataLight: boolean) => void;
}

// A language dropped from the bundle since it was chosen falls back to the deployment's default.
const PersistedPreferencesSchema = z.object({
  locale: z.catch(z.nullable(z.enum(SUPPORTED_LOCALES)), null),
  dataLight: z.catch(z.nullable(z.boolean()), null),
});

/** The shopper's own choices (interface language, data saver), remembered across visits. */
export const usePreferencesStore = create<PreferencesState>()(
  persist(
    (set) => ({
      locale: null,
      dataLight: null,
      setLocale: (locale) => set({ locale }),
      setDataLight: (dataLight) => set({ dataLight }),
    }),
    persistOptions(PREFERENCES_STORE_KEY, PREFERENCES_STORE_VERSION, PersistedPreferencesSchema, {
      partialize: ({ locale, dataLight }) => ({ locale, dataLight }),
    }),
  ),
);

/** Remembers the shopper's language and switches the interface to it, fetching its strings. */
export async function switchLocale(locale: AppLocale): Promise<void> {
  usePreferencesStore.getState().setLocale(locale);
  await setLocale(locale);
}

/**
 * Whether product pictures wait until the shopper asks (decision 029): their own choice in the
 * drawer, else the browser's data saver or a data-free (zero-rated) session.
 */
export function useDataLight(): boolean {
  const chosen = usePreferencesStore((state) => state.dataLight);
  const dataFree = useSessionStore((state) => state.dataFree);
  return chosen ?? (dataFree || browserSavesData());
}

/**
 * A server's picture address as `<img src>` may use it (safeUrl), or null while data-light keeps
 * pictures back: the caller shows its empty box either way.
 */
export function usePictureUrl(url: unknown): string | null {
  return useDataLight() ? null : safeUrl(url);
}
