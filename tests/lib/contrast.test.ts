import { describe, expect, it } from 'vitest';
import {
  AA_TEXT,
  AA_UI,
  adjustForContrast,
  contrastRatio,
  normaliseHex,
  parseHex,
  readableOn,
  relativeLuminance,
  themeTokens,
  PAGE_BACKGROUND,
} from '../../src/lib/contrast';

/** Deterministic PRNG (mulberry32) so the property test is reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('luminance and contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('measures the reference primary #b08a61 at about 3.16:1 on white', () => {
    expect(contrastRatio('#b08a61', '#ffffff')).toBeCloseTo(3.16, 1);
  });

  it('parses short and long hex, and rejects the rest', () => {
    expect(parseHex('#fA0')).toEqual([255, 170, 0]);
    expect(normaliseHex('#B08A61')).toBe('#b08a61');
    for (const bad of ['red', '#12345', '#gggggg', 'rgb(0,0,0)', '']) {
      expect(() => parseHex(bad)).toThrow(TypeError);
    }
  });
});

describe('readableOn', () => {
  it('puts dark text on light colours and white text on dark colours', () => {
    expect(readableOn('#ffeb3b')).toBe('#000000');
    expect(readableOn('#1a237e')).toBe('#ffffff');
    expect(readableOn('#ffffff')).toBe('#000000');
    expect(readableOn('#000000')).toBe('#ffffff');
  });
});

describe('adjustForContrast', () => {
  it('keeps a colour that already passes', () => {
    expect(adjustForContrast('#1a237e', '#ffffff', AA_TEXT)).toBe('#1a237e');
  });

  it('lightens toward white on a dark background', () => {
    const adjusted = adjustForContrast('#1a237e', '#000000', AA_TEXT);
    expect(contrastRatio(adjusted, '#000000')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('themeTokens', () => {
  it('darkens the reference primary for text and borders on the page background and white', () => {
    const tokens = themeTokens('#B08A61');
    expect(tokens['--color-primary']).toBe('#b08a61');
    expect(tokens['--color-primary-text']).not.toBe('#b08a61');
    for (const background of ['#ffffff', PAGE_BACKGROUND]) {
      expect(contrastRatio(tokens['--color-primary-text'], background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens['--color-primary-border'], background)).toBeGreaterThanOrEqual(3);
    }
    // 3.16:1 on white but just under 3:1 on the off-white page, so the border is nudged, not replaced.
    expect(tokens['--color-primary-border']).not.toBe('#b08a61');
  });

  it('stays close to the brand colour instead of jumping to black', () => {
    const [r, g, b] = parseHex(themeTokens('#b08a61')['--color-primary-text']);
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
    expect(r).toBeGreaterThan(80);
  });

  it('picks on-primary text by lightness', () => {
    expect(themeTokens('#ffeb3b')['--color-on-primary']).toBe('#000000');
    expect(themeTokens('#1a237e')['--color-on-primary']).toBe('#ffffff');
  });

  it('meets AA for every pair over 200 deterministic random colours', () => {
    const random = mulberry32(20260301);
    for (let i = 0; i < 200; i += 1) {
      const colour = `#${Math.floor(random() * 0x1000000)
        .toString(16)
        .padStart(6, '0')}`;
      const tokens = themeTokens(colour);
      expect(contrastRatio(tokens['--color-on-primary'], colour)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(tokens['--color-primary-text'], '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(tokens['--color-primary-border'], '#ffffff')).toBeGreaterThanOrEqual(AA_UI);
    }
  });

  it('throws on a non-hex primary', () => {
    expect(() => themeTokens('tomato')).toThrow(TypeError);
  });
});
