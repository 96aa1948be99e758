import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/lib/safe-redirect';

const ORIGIN = 'https://shop.example';

// The raw material of open-redirect tricks: slashes, dot segments, schemes, userinfo, whitespace,
// and their percent-encoded forms, which the parser and our checks may read differently.
const piece = fc.constantFrom(
  '/',
  '\\',
  '.',
  '..',
  '//',
  '@',
  ':',
  '?',
  '#',
  'a',
  'evil.example',
  'javascript:',
  'https:',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%40',
  '%3a',
  '%25',
  '%',
  '%09',
  '%0a',
  '%00',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u00a0',
  '\u3000',
  '\uff0f', // fullwidth solidus
  '\uff3c', // fullwidth reverse solidus
);

// Each piece as is (most often), or percent-encoded once or twice (`/` → `%2F` → `%252F`).
const encodedPiece = fc.oneof(
  { arbitrary: piece, weight: 4 },
  { arbitrary: piece.map((p) => encodeURIComponent(p)), weight: 1 },
  { arbitrary: piece.map((p) => encodeURIComponent(encodeURIComponent(p))), weight: 1 },
);

const fromPieces = fc.array(encodedPiece, { maxLength: 16 }).map((parts) => parts.join(''));

// Path-shaped input, where dot segments next to empty ones are common: `/.//evil.example` is
// segments ['.', '', 'evil.example']. Free-form pieces alone hit such sequences too rarely.
const segment = fc.oneof(
  fc.constantFrom('', '.', '..', '%2e', '%2E', '%2e%2e', '.%2E', '%252e'),
  fc.constantFrom('a', 'evil.example', '@evil.example', 'javascript:', '\\', '%5c', '%2f', '\t'),
  encodedPiece,
);
const pathLike = fc.array(segment, { maxLength: 8 }).map((segments) => `/${segments.join('/')}`);

const nastyInput = fc.oneof(
  pathLike,
  fromPieces,
  // Starting with `/` gets past the first check, so the later ones are exercised too.
  fromPieces.map((s) => `/${s}`),
  // Any code point, and any UTF-16 code unit (lone surrogates included).
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n)) }),
  fc
    .tuple(fromPieces, fc.string({ unit: 'binary', maxLength: 4 }), fromPieces)
    .map(([a, b, c]) => `/${a}${b}${c}`),
);

describe('safeReturnPath (property)', () => {
  it('always returns a same-origin path, whatever the input', () => {
    fc.assert(
      fc.property(nastyInput, (input) => {
        const out = safeReturnPath(input, ORIGIN);
        expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.includes('\\')).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });

  it('keeps plain in-app paths unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const plainPath = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(segment, { nil: undefined }))
      .map(([segments, page]) => `/${segments.join('/')}${page ? `?page=${page}` : ''}`);
    fc.assert(
      fc.property(plainPath, (path) => {
        expect(safeReturnPath(path, ORIGIN)).toBe(path);
      }),
      { numRuns: 1_000 },
    );
  });
});
