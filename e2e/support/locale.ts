import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type EN_STRINGS from '../../locales/en.json';
import { expect } from '../fixtures';
import { expectNoAxeViolations } from './screen';

export type Locale = 'en' | 'af' | 'fr';
/** The app's strings, shaped as the English file (every locale has the same keys, tests/locales). */
export type Strings = typeof EN_STRINGS;

/** The app's strings in a language, from its own locale files: tests in af and fr find by them. */
export function stringsOf(locale: Locale): Strings {
  return JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Strings;
}

/** Stores the shopper's language as the app does (the preferences store), for the next load. */
export async function chooseLocale(page: Page, locale: Locale): Promise<void> {
  await page.evaluate(
    (value) =>
      localStorage.setItem(
        'storefront.preferences',
        JSON.stringify({ state: { locale: value }, version: 1 }),
      ),
    locale,
  );
}

/** Boots every page of this tab in `locale`, before the app starts. */
export async function bootInLocale(page: Page, locale: Locale): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('storefront.preferences', JSON.stringify({ state: { locale: value }, version: 1 }));
  }, locale);
}

/**
 * The screen as it is now, reloaded in Afrikaans and in French and run through axe in each, then
 * back in English: for screens that take a long way to reach. `ready` waits for the screen's content.
 */
export async function expectNoAxeViolationsInEveryLocale(
  page: Page,
  ready: () => Promise<void>,
): Promise<void> {
  for (const locale of ['af', 'fr', 'en'] as const) {
    await chooseLocale(page, locale);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await ready();
    if (locale !== 'en') await expectNoAxeViolations(page);
  }
}
