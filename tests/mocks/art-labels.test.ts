import { describe, expect, it } from 'vitest';
import { categoryImageSvg, productImageSvg } from '../../src/mocks/images.ts';

const label = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).at(-1);

// The demo's tile art draws a short label; it clipped 'Nuts & seeds' to 'Nuts &' (issue 39).
describe('demo tile art labels', () => {
  it('keeps whole words that fit, and never ends on a connector', () => {
    expect(label(categoryImageSvg(102, 'Nuts & seeds', 300))).toBe('Nuts &amp; seeds');
    expect(label(categoryImageSvg(106, 'Spices & herbs', 300))).toBe('Spices &amp; herbs');
    expect(label(categoryImageSvg(110, 'Fresh produce & dairy', 300))).toBe('Fresh produce');
  });

  it('cuts one word too long for the space with an ellipsis', () => {
    expect(label(productImageSvg('jar', 1, 'Supercalifragilisticexpialidocious jam', 300))).toBe(
      'Supercalifragil…',
    );
  });
});
