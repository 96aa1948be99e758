import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
// The first page's English: every key that no module loaded later takes for itself (those bring
// theirs and their importer adds them, `withStrings`; build/locale-strings-plugin.ts).
import { strings as STARTUP_STRINGS } from 'virtual:locale-strings?startup';

/** Interface languages, in the order a language picker should list them. */
export const SUPPORTED_LOCALES = ['en', 'af', 'fr'] as const;
export type AppLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = 'en';

/** Each language names itself, so a shopper who cannot read the current one still finds theirs. */
export const LOCALE_NAMES: Record<AppLocale, string> = { en: 'English', af: 'Afrikaans', fr: 'Français' };

// English ships in the startup bundle; the other languages are fetched only by shoppers who use
// them, so nobody downloads three copies of every string.
const LOADERS: Record<Exclude<AppLocale, 'en'>, () => Promise<{ default: Record<string, unknown> }>> = {
  af: () => import('../../locales/af.json'),
  fr: () => import('../../locales/fr.json'),
};

async function ensureLoaded(locale: AppLocale): Promise<void> {
  if (locale === 'en' || i18next.hasResourceBundle(locale, 'translation')) return;
  const bundle = await LOADERS[locale]();
  i18next.addResourceBundle(locale, 'translation', bundle.default);
}

/** Narrows any string (a stored preference, `navigator.language`) to a supported locale. */
export function isSupportedLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

function applyDocumentLang(locale: AppLocale): void {
  // Screen readers pick pronunciation from <html lang>; skip outside the browser (SSR, scripts).
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Initialises the shared i18next instance (also wired into react-i18next) in English, which is
 * bundled, so it is ready synchronously. Other languages follow through `setLocale`.
 */
export function initI18n(): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: { en: { translation: STARTUP_STRINGS } },
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...SUPPORTED_LOCALES],
      // Bundled resources need no async backend; synchronous init avoids a flash of raw keys.
      initAsync: false,
      returnNull: false,
      returnEmptyString: false,
      // React escapes output; escaping here would double-escape. Money arrives pre-formatted.
      interpolation: { escapeValue: false },
      // Nothing is ever loading, so components never need a Suspense boundary for i18n.
      react: { useSuspense: false },
      // Keeps the console clean: tests fail on unexpected console output.
      showSupportNotice: false,
    });
    applyDocumentLang(DEFAULT_LOCALE);
  }
  return i18next;
}

/**
 * Switches the interface language and `<html lang>`, fetching its strings first. If they cannot
 * be fetched (offline), the current language stays and the error is passed on.
 */
export async function setLocale(locale: AppLocale): Promise<void> {
  initI18n();
  await ensureLoaded(locale);
  await i18next.changeLanguage(locale);
  applyDocumentLang(locale);
}

/** English strings of some top-level keys, as `virtual:locale-strings?keys=` gives them. */
export type LazyStrings = Record<string, Record<string, unknown>>;

/**
 * `import('./x').then(withStrings)`: adds the English strings a lazily loaded module exports (what
 * its screens and dialogs show beyond the first page's keys) before any of it renders, and gives the
 * module back. The other languages are fetched whole by `setLocale` and need no such step.
 */
export function withStrings<M extends { strings: readonly LazyStrings[] }>(module: M): M {
  const i18n = initI18n();
  for (const strings of module.strings)
    i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', strings, true, false);
  return module;
}
