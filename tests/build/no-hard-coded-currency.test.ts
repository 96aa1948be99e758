import { describe, expect, it } from 'vitest';
import af from '../../locales/af.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };

// Lint keeps hard-coded currencies out of app code (eslint.config.js); translations are data, so
// this test does the same for them: an amount in a message is an `{{amount}}` from formatMoney.
const CURRENCY = /(^|[^\w$])R ?\d|\b(ZAR|NAD|BWP|USD|EUR|GBP)\b/;

function strings(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
}

describe('translations', () => {
  it.each([
    ['en', en],
    ['af', af],
    ['fr', fr],
  ])('%s prints no currency of its own', (_locale, tree) => {
    const offending = strings(tree).filter(([, text]) => CURRENCY.test(text));
    expect(offending).toEqual([]);
  });

  it('would catch one', () => {
    expect(
      strings({ checkout: { minimum: 'The minimum is R10' } }).filter(([, t]) => CURRENCY.test(t)),
    ).toHaveLength(1);
  });
});
