import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { configApi } from '../../api/operations/config';
import { ConfigError, setDeploymentConfig, type DeploymentConfig } from '../../config/deployment-config';
import { configureAnalytics } from '../../lib/analytics';
import { DEFAULT_LOCALE, initI18n, setLocale, SUPPORTED_LOCALES, type AppLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { usePreferencesStore } from '../../stores/preferences-store';
import { App } from '../app';
import { createAppRouter } from '../router';
import { ConfigErrorPage } from './config-error-page';
import { applyServerOverrides } from './load-config';
import { followNavigation, prepareSession, reloadOnStaleChunks } from './session-setup';
import { applyTheme } from './theme';

function removeSplash() {
  document.getElementById('splash')?.remove();
}

function browserLocale() {
  const wanted = navigator.language.slice(0, 2);
  return SUPPORTED_LOCALES.find((locale) => locale === wanted) ?? 'en';
}

/** The wanted language, or English when its strings cannot be fetched (offline, say). */
async function startLanguage(locale: AppLocale) {
  const i18n = initI18n();
  try {
    await setLocale(locale);
  } catch (error) {
    console.warn(`could not load the ${locale} strings, staying in English`, error);
  }
  return i18n;
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

async function withServerOverrides(config: DeploymentConfig): Promise<DeploymentConfig> {
  try {
    const response = await configApi.getShopfrontConfig({});
    // status not_found means the server has no overrides, which is the common case.
    if (response.status !== 'ok') return config;
    return applyServerOverrides(config, response.config?.config);
  } catch (error) {
    console.warn('shopfront_config unavailable, using the deployment file as is', error);
    return config;
  }
}

/**
 * Renders the storefront. Everything that needs only the file config starts at once, side by side:
 * the server's overrides, the shopper's language strings, and, through the router's loaders, the
 * supplier refresh and the first screen's data. The overrides cannot change hosts or the shop's
 * mode, so nothing started before they arrive is asked of the wrong place.
 */
export async function startApp(root: Root, fileConfig: DeploymentConfig) {
  setDeploymentConfig(fileConfig);
  reloadOnStaleChunks();
  prepareSession();
  const overrides = withServerOverrides(fileConfig);
  // The shopper's own language choice outranks the deployment's default.
  const chosen = usePreferencesStore.getState().locale;
  const wanted = chosen ?? fileConfig.locale;
  const language = startLanguage(wanted);
  // Guards word their notices as they run, so a language that must be fetched comes first (one
  // small chunk, beside shopfront_config); English is bundled, so its loaders start at once.
  if (wanted !== DEFAULT_LOCALE) await language;
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, removeSplash);
  const config = await overrides;
  setDeploymentConfig(config);
  configureAnalytics(config.analytics);
  applyTheme(config.theme);
  document.title = config.title;
  let i18n = await language;
  if (!chosen && config.locale !== fileConfig.locale) i18n = await startLanguage(config.locale);
  followNavigation(router);
  root.render(
    <I18nextProvider i18n={i18n}>
      <App queryClient={queryClient} router={router} />
    </I18nextProvider>,
  );
}
