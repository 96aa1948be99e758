import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ConfigError } from '../../config/deployment-config';
import { SUPPORTED_LOCALES } from '../../lib/i18n';
import { ConfigErrorPage } from './config-error-page';
import { removeSplash } from '../error-boundary';
import { startLanguage } from './start';

// Only a misconfigured deployment ever gets here, so main.tsx loads this (and the page) on demand:
// no shopper of a working shop downloads it.

function browserLocale() {
  const wanted = navigator.language.slice(0, 2);
  return SUPPORTED_LOCALES.find((locale) => locale === wanted) ?? 'en';
}

/** Renders the readable 'not set up correctly' page for a missing or invalid config.json. */
export async function renderConfigError(root: Root, error: unknown) {
  const issues =
    error instanceof ConfigError ? error.issues : [{ path: 'config.json', message: String(error) }];
  console.error(error);
  const i18n = await startLanguage(browserLocale());
  root.render(
    <I18nextProvider i18n={i18n}>
      <ConfigErrorPage issues={issues} />
    </I18nextProvider>,
  );
  removeSplash();
}
