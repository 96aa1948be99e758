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
});
