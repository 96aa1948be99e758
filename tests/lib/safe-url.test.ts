import { describe, expect, it } from 'vitest';
import { isSecureUrl, safeUrl } from '../../src/lib/safe-url';

describe('safeUrl', () => {
  it.each([
    ['https://cdn.supplier.co.za/img/1001-300.jpg', 'https://cdn.supplier.co.za/img/1001-300.jpg'],
    ['https://cdn.supplier.co.za/img/a.jpg?v=2#x', 'https://cdn.supplier.co.za/img/a.jpg?v=2#x'],
    ['HTTPS://CDN.Supplier.co.za/img/a.jpg', 'https://cdn.supplier.co.za/img/a.jpg'],
    // Spaces are escaped, so the address stays one candidate inside a srcset.
    ['https://cdn.supplier.co.za/my img.jpg', 'https://cdn.supplier.co.za/my%20img.jpg'],
    ['/img/x.png', '/img/x.png'],
    ['/img/x.png?v=1', '/img/x.png?v=1'],
    ['/img/../x.png', '/x.png'],
    // The fake API of development and e2e, over plain http on this machine.
    ['http://127.0.0.1:8787/reference/img/1.svg', 'http://127.0.0.1:8787/reference/img/1.svg'],
    ['http://localhost:8787/img/1.svg', 'http://localhost:8787/img/1.svg'],
    ['http://LOCALHOST/img/1.svg', 'http://localhost/img/1.svg'],
    ['http://[::1]:8787/img/1.svg', 'http://[::1]:8787/img/1.svg'],
  ])('keeps %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://storefront.example/0b6a7c5e-1c1e-4f1a-9d55-3b2a1e0f9c11',
    'http://cdn.supplier.co.za/img/1.jpg',
    'http://127.0.0.1.evil.example/img/1.jpg',
    'http://localhost.evil.example/img/1.jpg',
    'http://10.0.0.5/img/1.jpg',
    'ftp://cdn.supplier.co.za/img/1.jpg',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    '//evil.example/img.png',
    '/\\evil.example/img.png',
    '/\t/evil.example/img.png',
    '/.//evil.example/img.png',
    'img/x.png',
    './x.png',
    '?x=1',
    'https://',
    'not a url',
    // The host a reader sees first is not the one the browser calls.
    'https://cdn.supplier.co.za@evil.example/img/1.jpg',
    'https://user:pass@cdn.supplier.co.za/img/1.jpg',
    'https://:pass@cdn.supplier.co.za/img/1.jpg',
    'http://user@localhost:8787/img/1.svg',
  ])('refuses %s', (input) => {
    expect(safeUrl(input)).toBeNull();
  });
});

describe('isSecureUrl', () => {
  it.each([
    'https://api.supplier.co.za',
    'https://api.supplier.co.za:8443/v1',
    'http://localhost:8787',
    'http://127.0.0.1:8787/market',
    'http://[::1]:8787',
  ])('accepts %s', (input) => {
    expect(isSecureUrl(input)).toBe(true);
  });

  it.each([
    'http://api.supplier.co.za',
    'http://192.168.1.10:8787',
    'https://api.supplier.co.za@evil.example',
    'https://user:pass@api.supplier.co.za',
    'https://user@api.supplier.co.za',
    'http://user:pass@127.0.0.1:8787',
    '/api',
    'javascript:alert(1)',
  ])('refuses %s', (input) => {
    expect(isSecureUrl(input)).toBe(false);
  });
});
