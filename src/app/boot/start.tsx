import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { api } from '../../api/operations';
import { ConfigError, setDeploymentConfig, type DeploymentConfig } from '../../config/deployment-config';
import { initI18n, SUPPORTED_LOCALES } from '../../lib/i18n';
import { App } from '../app';
import { ConfigErrorPage } from './config-error-page';
import { applyServerOverrides } from './load-config';
import { applyTheme } from './theme';

function removeSplash() {
  document.getElementById('splash')?.remove();
}

function browserLocale() {
  const wanted = navigator.language.slice(0, 2);
  return SUPPORTED_LOCALES.find((locale) => locale === wanted) ?? 'en';
}

/** Renders the readable 'not set up correctly' page for a missing or invalid config.json. */
export function renderConfigError(root: Root, error: unknown) {
  const issues =
    error instanceof ConfigError ? error.issues : [{ path: 'config.json', message: String(error) }];
  console.error(error);
  const i18n = initI18n(browserLocale());
  root.render(
    <I18nextProvider i18n={i18n}>
      <ConfigErrorPage issues={issues} />
    </I18nextProvider>,
  );
  removeSplash();
}

async function withServerOverrides(config: DeploymentConfig): Promise<DeploymentConfig> {
  try {
    const response = await api.config.getShopfrontConfig({});
    // status not_found means the server has no overrides, which is the common case.
    if (response.status !== 'ok') return config;
    return applyServerOverrides(config, response.config?.config);
  } catch (error) {
    console.warn('shopfront_config unavailable, using the deployment file as is', error);
    return config;
  }
}

/** Applies config, theme and language, then renders the storefront. */
export async function startApp(root: Root, fileConfig: DeploymentConfig) {
  setDeploymentConfig(fileConfig);
  const config = await withServerOverrides(fileConfig);
  setDeploymentConfig(config);
  applyTheme(config.theme);
  document.title = config.title;
  const i18n = initI18n(config.locale);
  root.render(
    <I18nextProvider i18n={i18n}>
      <App onFirstPage={removeSplash} />
    </I18nextProvider>,
  );
}
