import type { Root } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { configApi } from '#api/operations/config.ts';
import { setDeploymentConfig, type DeploymentConfig } from '#config/deployment-config.ts';
import { configureAnalytics } from '#analytics/analytics.ts';
import { type AppLocale, DEFAULT_LOCALE, initI18n, setLocale, withStrings } from '#lib/i18n.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { analyticsAllowed } from '#stores/ad-consent.ts';
import { usePreferencesStore } from '#stores/preferences-store.ts';
import { useShopfrontStore } from '#stores/shopfront-store.ts';
import { App } from '../app';
import { removeSplash } from '../error-boundary';
import { createAppRouter } from '../router';
import { watchConnection } from './connection';
import { startAfterFirstPage } from './after-first-page';
import { afterFirstPage, holdUntilFirstPage } from './first-page-gate';
import { followNavigation, forgetShopperQueries, prepareSession, sayStorageTrouble } from './session-setup';
import { applyTheme, linkStationTheme } from './theme';
import { SAVED_QUERIES_KEY } from '#stores/store-keys.ts';
import { localStore } from '#lib/storage.ts';

/**
 * This build, for the kept query cache: the startup file's address carries its content hash, and
 * it names every lazy file, so any change to the app changes it.
 */
const BUILD = import.meta.url;

/** The wanted language, or English when its strings cannot be fetched (offline, say). */
export async function startLanguage(locale: AppLocale) {
  const i18n = initI18n();
  try {
    await setLocale(locale);
  } catch (error) {
    console.warn(`could not load the ${locale} strings, staying in English`, error);
  }
  return i18n;
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

/**
 * The config with the server's overrides applied. Most servers send none, so the code that checks
 * and applies them (server-overrides.ts) loads only when there are some.
 */
async function withOverrides(config: DeploymentConfig, overrides: unknown): Promise<DeploymentConfig> {
  if (overrides === null) return config;
  return import('./server-overrides').then((m) => m.applyServerOverrides(config, overrides));
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
 * (first-page-gate.ts); what they say then applies at once: theme, title, language, and through
 * the config store (useDeploymentConfig) the features and links every component shows. The overrides cannot change hosts or the shop's mode, so
 * nothing started before they arrive is asked of the wrong place.
 */
export async function startApp(root: Root, fileConfig: DeploymentConfig) {
  setDeploymentConfig(fileConfig);
  prepareSession();
  const firstPageRendering = holdUntilFirstPage();
  const overrides = afterFirstPage().then(fetchServerOverrides);
  const first = await withOverrides(fileConfig, useShopfrontStore.getState().overrides);
  applyLook(first);
  // The station's sheet loads beside the first page's code and data; the splash waits for it.
  const styled = linkStationTheme(fileConfig.demo_station);
  // Nothing leaves before the shopper's Accept (decision 032): a returning shopper who accepted is
  // counted from the first page, everyone else not at all until they answer.
  configureAnalytics(first.analytics, analyticsAllowed);
  // The shopper's own language choice outranks the deployment's default.
  const chosen = usePreferencesStore.getState().locale;
  const wanted = chosen ?? first.locale;
  const language = startLanguage(wanted);
  // Guards word their notices as they run, so a language that must be fetched comes first (one
  // small chunk); English is bundled, so its loaders start at once.
  if (wanted !== DEFAULT_LOCALE) await language;
  // In the shopper's language, so only once its strings are in.
  sayStorageTrouble();
  // From the first render on: a connection lost before the offline-first file came would stop
  // that file from coming, and the shopper would never be told.
  watchConnection();
  // One handler for a 401 from any call; answers arrive after both below exist. A session the server
  // dropped is rare, so the code that ends it loads when that happens.
  // react-query assumes online until an 'offline' event, which a page opened offline never gets.
  onlineManager.setOnline(navigator.onLine);
  const queryClient = createQueryClient({
    onUnauthorized: () => void import('../navigation/session-ended').then((m) => m.endSession(router)),
  });
  forgetShopperQueries(queryClient);
  // The offline-first code loads after the first render, or before it to restore a returning
  // shopper's kept answers, so their pages render before (or without) the network. The restore
  // waits a second at most for storage, which in WebKit sometimes never answers.
  const offline = () => import('../offline/start-offline');
  if (localStore.getItem(SAVED_QUERIES_KEY))
    await offline().then((m) => m.restoreQueries(queryClient, first, BUILD));
  const router = createAppRouter(queryClient, () => void Promise.resolve(styled).then(removeSplash));
  followNavigation(router);
  root.render(
    <I18nextProvider i18n={await language}>
      <App queryClient={queryClient} router={router} />
    </I18nextProvider>,
  );
  firstPageRendering();
  startAfterFirstPage({ queryClient, router, fileConfig, build: BUILD });
  // Consent first (decision 032): until this chunk has loaded and the shopper accepted, nothing is
  // sent. Fetched only where the deployment measures anything (analytics to an endpoint, or ads).
  const { analytics } = fileConfig;
  if ((analytics.enabled && analytics.endpoint) || analytics.ad_tracking?.enabled)
    void import('#features/consent/start-consent.tsx').then(withStrings).then((m) => m.startConsent());

  const fresh = await overrides;
  if (fresh === undefined) return;
  useShopfrontStore.getState().remember(fresh);
  const config = await withOverrides(fileConfig, fresh);
  applyLook(config, first);
  if (!chosen && config.locale !== first.locale) await startLanguage(config.locale);
}
