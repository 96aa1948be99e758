import { describe, expect, it } from 'vitest';
import af from '../locales/af.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<string, Tree> = { en, af, fr };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Keys whose translation may legitimately equal the English text (brand names, loanwords).
 * Strings with no words outside their {{placeholders}} are exempt automatically.
 */
// Words that are the same in the other language, or names: checked by a speaker, not copies.
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([
  'titles.stokvel', // the South African word, in every language
  'titles.promotions', // French: « Promotions »
  'layout.menu', // French: « Menu »
  'drawer.title', // French: « Menu »
  'confirm.ok', // French: « OK »
  'checkout_flow.total', // French: « Total »
  'compare.total', // French: « Total »
  'compare.line_total', // French: « Total »
  'orders.total', // French: « Total »
  'offer.stokvel', // the South African word, in every language
  'offer.was', // Afrikaans: « Was »
]);

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function baseKey(key: string): string {
  return key.replace(PLURAL_SUFFIX, '');
}

function variables(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const flat = Object.fromEntries(Object.entries(LOCALES).map(([l, tree]) => [l, flatten(tree)]));
const enFlat = flat.en ?? new Map<string, string>();

/** Base key -> the plural categories a locale provides for it (empty for plain keys). */
function pluralForms(strings: Map<string, string>): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const key of strings.keys()) {
    const base = baseKey(key);
    const set = forms.get(base) ?? new Set<string>();
    const suffix = PLURAL_SUFFIX.exec(key)?.[1];
    if (suffix) set.add(suffix);
    forms.set(base, set);
  }
  return forms;
}

describe.each(Object.keys(LOCALES))('locale %s', (locale) => {
  const strings = flat[locale] ?? new Map<string, string>();
  const forms = pluralForms(strings);
  const enForms = pluralForms(enFlat);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it('has exactly the same keys as English (plural forms aside)', () => {
    expect([...forms.keys()].sort()).toEqual([...enForms.keys()].sort());
  });

  it('gives every plural key exactly the CLDR categories of the language', () => {
    for (const [base, set] of forms) {
      const isPlural = (enForms.get(base)?.size ?? 0) > 0;
      const expected = isPlural ? [...categories].sort() : [];
      expect([...set].sort(), base).toEqual(expected);
    }
  });

  it('has no empty strings', () => {
    for (const [key, value] of strings) expect(value.trim(), key).not.toBe('');
  });

  it('uses the same {{variables}} as English', () => {
    for (const [key, value] of strings) {
      const enVariants = [...enFlat].filter(([k]) => baseKey(k) === baseKey(key));
      const expected = [...new Set(enVariants.flatMap(([, v]) => variables(v)))].sort();
      expect(variables(value), key).toEqual(expected);
    }
  });

  it.skipIf(locale === 'en')('is really translated, not an English copy', () => {
    for (const [key, value] of strings) {
      const english = enFlat.get(key) ?? enFlat.get(`${baseKey(key)}_other`);
      const hasWords = /\p{L}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));
      if (!hasWords || SAME_AS_ENGLISH_ALLOWED.has(baseKey(key))) continue;
      expect(value, key).not.toBe(english);
    }
  });
});
