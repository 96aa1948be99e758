import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ConfigError } from '#config/deployment-config.ts';
import { SUPPORTED_LOCALES } from '#lib/i18n.ts';
import { ConfigErrorPage, ConfigUnreachablePage } from './config-error-page';
import { removeSplash } from '../error-boundary';
import { ConfigUnreachableError } from './load-config';
import { startLanguage } from './start';
import { appErrorStrings } from '../strings';

export const strings = [appErrorStrings];

// Only a misconfigured deployment, or a first load without a connection, ever gets here, so
// main.tsx loads this (and the pages) on demand: no shopper of a working shop downloads it.

function browserLocale() {
  const wanted = navigator.language.slice(0, 2);
  return SUPPORTED_LOCALES.find((locale) => locale === wanted) ?? 'en';
}

/**
 * Offline, whatever failed is put down to the connection: the operator's page must never blame the
 * shop's setup for a missing connection, and a real fault still shows once the shopper is back.
 */
const unreachable = (error: unknown) => error instanceof ConfigUnreachableError || navigator.onLine === false;

/**
 * Renders the readable 'not set up correctly' page for a missing or invalid config.json, or the
 * connection page when config.json could not be asked for at all.
 */
export async function renderConfigError(root: Root, error: unknown) {
  const offline = unreachable(error);
  const issues =
    error instanceof ConfigError ? error.issues : [{ path: 'config.json', message: String(error) }];
  if (offline) console.warn('config.json unreachable', error);
  else console.error(error);
  const i18n = await startLanguage(browserLocale());
  root.render(
    <I18nextProvider i18n={i18n}>
      {offline ? <ConfigUnreachablePage /> : <ConfigErrorPage issues={issues} />}
    </I18nextProvider>,
  );
  removeSplash();
}
