import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Screens that load later (register, password reset, address book) bring their English strings
// with their own chunk through `addStrings` (build/locale-strings-plugin.ts); list them here.
import { strings as STARTUP_STRINGS } from 'virtual:locale-strings?except=bank,terms,order_editing,supplier_selector,basket,checkout_flow,dispatch,shipping_step,account_form,register,reset,profile,addresses,address_picker,debtor_cards,compare,orders,order_changes,open_orders,payments,drawer,app_errors,product,add_to_cart,offer,leaflets,search,agencies,category,stepper,quantity,ad_consent,pwa,lists';

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

/**
 * Adds English strings of a screen that is not in the startup bundle. Called when that screen's
 * module loads, before it renders; the other languages are fetched whole and need no such step.
 */
export function addStrings(strings: Record<string, unknown>): void {
  initI18n().addResourceBundle(DEFAULT_LOCALE, 'translation', strings, true, false);
}
