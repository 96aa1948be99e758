import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { configApi } from '../../api/operations/config';
import { ConfigError, setDeploymentConfig, type DeploymentConfig } from '../../config/deployment-config';
import { configureAnalytics } from '../../lib/analytics';
import { DEFAULT_LOCALE, initI18n, setLocale, SUPPORTED_LOCALES, type AppLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { usePreferencesStore } from '../../stores/preferences-store';
import { useShopfrontStore } from '../../stores/shopfront-store';
import { App } from '../app';
import { createAppRouter } from '../router';
import { afterFirstPage, holdUntilFirstPage } from './first-page-gate';
import { applyServerOverrides } from './load-config';
import { endSession } from '../navigation/session-ended';
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
  // Only a misconfigured deployment ever shows it, so it is not part of the startup bundle.
  const [i18n, { ConfigErrorPage }] = await Promise.all([
    startLanguage(browserLocale()),
    import('./config-error-page'),
  ]);
  root.render(
    <I18nextProvider i18n={i18n}>
      <ConfigErrorPage issues={issues} />
    </I18nextProvider>,
  );
  removeSplash();
}

/** The server's overrides, null when it has none, undefined when it could not be asked. */
async function fetchServerOverrides(): Promise<unknown> {
  try {
    const response = await configApi.getShopfrontConfig({});
    // status not_found means the server has no overrides, which is the common case.
    return response.status === 'ok' ? (response.config?.config ?? null) : null;
  } catch (error) {
    console.warn('shopfront_config unavailable, using the deployment file as is', error);
    return undefined;
  }
}

/** Installs a config's theme and title; after the first paint the route's title keeps its page name. */
function applyLook(config: DeploymentConfig, shown?: DeploymentConfig): void {
  setDeploymentConfig(config);
  applyTheme(config.theme);
  document.title = shown ? document.title.split(shown.title).join(config.title) : config.title;
}

/**
 * Renders the storefront. What the first page needs starts at once, side by side: the shopper's
 * language strings and, through the router's loaders, the first screen's data. The page paints
 * with the overrides the server sent last time (none on a first visit). The server's overrides,
 * like the supplier refresh, are asked for a moment after the first page starts rendering
 * (first-page-gate.ts); what they say then applies: theme, title and language at once, features
 * and links from the next render on. The overrides cannot change hosts or the shop's mode, so
 * nothing started before they arrive is asked of the wrong place.
 */
export async function startApp(root: Root, fileConfig: DeploymentConfig) {
  setDeploymentConfig(fileConfig);
  reloadOnStaleChunks();
  prepareSession();
  const firstPageRendering = holdUntilFirstPage();
  const overrides = afterFirstPage().then(fetchServerOverrides);
  const remembered = useShopfrontStore.getState().overrides;
  const first = remembered === null ? fileConfig : applyServerOverrides(fileConfig, remembered);
  applyLook(first);
  configureAnalytics(first.analytics);
  // The shopper's own language choice outranks the deployment's default.
  const chosen = usePreferencesStore.getState().locale;
  const wanted = chosen ?? first.locale;
  const language = startLanguage(wanted);
  // Guards word their notices as they run, so a language that must be fetched comes first (one
  // small chunk); English is bundled, so its loaders start at once.
  if (wanted !== DEFAULT_LOCALE) await language;
  // One handler for a 401 from any call; answers arrive after both below exist.
  const queryClient = createQueryClient({ onUnauthorized: () => endSession(queryClient, router) });
  const router = createAppRouter(queryClient, removeSplash);
  followNavigation(router);
  root.render(
    <I18nextProvider i18n={await language}>
      <App queryClient={queryClient} router={router} />
    </I18nextProvider>,
  );
  firstPageRendering();

  const fresh = await overrides;
  if (fresh === undefined) return;
  useShopfrontStore.getState().remember(fresh);
  const config = fresh === null ? fileConfig : applyServerOverrides(fileConfig, fresh);
  applyLook(config, first);
  if (!chosen && config.locale !== first.locale) await startLanguage(config.locale);
}
