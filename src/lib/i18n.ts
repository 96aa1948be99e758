import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import af from '../../locales/af.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';

/** Interface languages, in the order a language picker should list them. */
export const SUPPORTED_LOCALES = ['en', 'af', 'fr'] as const;
export type AppLocale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = 'en';

/** The translation resources, exposed for tests and tooling (one namespace, `translation`). */
export const resources = {
  en: { translation: en },
  af: { translation: af },
  fr: { translation: fr },
} as const;

/** Narrows any string (a stored preference, `navigator.language`) to a supported locale. */
export function isSupportedLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

function applyDocumentLang(locale: AppLocale): void {
  // Screen readers pick pronunciation from <html lang>; skip outside the browser (SSR, scripts).
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Initialises the shared i18next instance (also wired into react-i18next) in `locale`.
 * Resources are bundled, so it is ready synchronously; calling it again just switches language.
 */
export function initI18n(locale: AppLocale): I18n {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(locale);
  } else {
    void i18next.use(initReactI18next).init({
      resources,
      lng: locale,
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
  }
  applyDocumentLang(locale);
  return i18next;
}

/** Switches the interface language and `<html lang>`; initialises i18n first if needed. */
export async function setLocale(locale: AppLocale): Promise<void> {
  if (!i18next.isInitialized) initI18n(locale);
  await i18next.changeLanguage(locale);
  applyDocumentLang(locale);
}
