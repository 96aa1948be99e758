import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/lib/safe-redirect';

describe('safeReturnPath', () => {
  it.each([
    ['/orders', '/orders'],
    ['/orders/12?tab=timeline', '/orders/12?tab=timeline'],
    ['/search?query=oats#top', '/search?query=oats#top'],
  ])('follows the in-app path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/%09/evil.example',
    ' //evil.example',
    'orders',
    '/%5Cevil.example',
    'data:text/html,hi',
    '%E0%A4%A',
  ])('lands on / for the hostile or malformed value %s', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  // `new URL()` collapses dot segments, so each of these used to come back as `//evil.example`.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
  ])('lands on / when dot segments collapse %s into //evil.example', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });

  it('keeps the query string on an ordinary path', () => {
    expect(safeReturnPath('/orders?page=2')).toBe('/orders?page=2');
  });

  it('accepts a path of exactly 2,048 characters and refuses a longer one', () => {
    const longest = `/${'a'.repeat(2047)}`;
    expect(safeReturnPath(longest)).toBe(longest);
    expect(safeReturnPath(`${longest}a`)).toBe('/');
  });
});
