import { useTranslation } from 'react-i18next';
import { isSupportedLocale, type AppLocale } from './i18n';

/** The shopper's language as the date and number helpers take it (English until one is known). */
export function useAppLocale(): AppLocale {
  const { i18n } = useTranslation();
  return isSupportedLocale(i18n.language) ? i18n.language : 'en';
}
