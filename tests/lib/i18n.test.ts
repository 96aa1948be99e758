import { afterAll, describe, expect, it } from 'vitest';
import reference from '../../deployments/reference.json' with { type: 'json' };
import { parseDeploymentConfig, setDeploymentConfig } from '../../src/config/deployment-config';
import { formatMoney } from '../../src/lib/money';
import { initI18n, isSupportedLocale, setLocale, SUPPORTED_LOCALES } from '../../src/lib/i18n';

describe('i18n', () => {
  const i18n = initI18n();

  afterAll(async () => {
    await setLocale('en');
  });

  it('is ready synchronously in English, the bundled language', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('common.loading')).toBe('Loading…');
    expect(document.documentElement.lang).toBe('en');
  });

  it('lists the supported locales and narrows unknown values', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'af', 'fr']);
    expect(isSupportedLocale('af')).toBe(true);
    expect(isSupportedLocale('de')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });

  it('switches language and <html lang>', async () => {
    await setLocale('af');
    expect(i18n.language).toBe('af');
    expect(document.documentElement.lang).toBe('af');
    expect(i18n.t('common.free')).toBe('Gratis');
    await setLocale('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.t('common.free')).toBe('Gratuit');
  });

  it('uses CLDR plural forms in each language', async () => {
    await setLocale('en');
    expect(i18n.t('home.products_count', { count: 1 })).toBe('1 product');
    expect(i18n.t('home.products_count', { count: 0 })).toBe('0 products');
    await setLocale('af');
    expect(i18n.t('home.products_count', { count: 1 })).toBe('1 produk');
    expect(i18n.t('home.products_count', { count: 5 })).toBe('5 produkte');
    await setLocale('fr');
    // French treats 0 and 1 as singular.
    expect(i18n.t('home.products_count', { count: 0 })).toBe('0 produit');
    expect(i18n.t('home.products_count', { count: 2 })).toBe('2 produits');
    expect(i18n.t('home.products_count', { count: 1000000 })).toBe('1000000 de produits');
  });

  it('does not escape interpolated values (React escapes) and takes preformatted money', async () => {
    await setLocale('en');
    setDeploymentConfig(parseDeploymentConfig(reference));
    expect(i18n.t('home.banner_named', { name: formatMoney(123450) })).toBe('Featured: R 1 234.50');
    expect(i18n.t('home.banner_named', { name: 'a < b & c' })).toBe('Featured: a < b & c');
  });

  it('falls back to English for a missing key in another language', async () => {
    i18n.addResource('en', 'translation', 'test.only_en', 'Only English');
    await setLocale('af');
    expect(i18n.t('test.only_en')).toBe('Only English');
  });

  it('re-initialising keeps the current language instead of starting over', async () => {
    await setLocale('fr');
    expect(initI18n()).toBe(i18n);
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('fetches a language only when it is asked for', async () => {
    // af and fr are separate chunks: English is the only language in the startup bundle.
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    await setLocale('af');
    expect(i18n.hasResourceBundle('af', 'translation')).toBe(true);
  });
});
