import { describe, expect, it } from 'vitest';
import { safeUrl } from '../../src/lib/safe-url';

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
  ])('refuses %s', (input) => {
    expect(safeUrl(input)).toBeNull();
  });
});
