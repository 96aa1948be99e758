/** WCAG 2.x contrast maths for turning one deployment colour into accessible theme tokens. */

type Rgb = readonly [number, number, number];

/** AA thresholds: body text, and UI components / large text. */
export const AA_TEXT = 4.5;
export const AA_UI = 3;

const WHITE = '#ffffff';
const BLACK = '#000000';

/** Parses `#rgb` or `#rrggbb` (case-insensitive); throws on anything else. */
export function parseHex(colour: string): Rgb {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!match?.[1]) throw new TypeError(`Not a hex colour: ${colour}`);
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Normalises a colour to lower-case `#rrggbb`. */
export function normaliseHex(colour: string): string {
  return toHex(parseHex(colour));
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    // WCAG 2.x text says 0.03928; the sRGB spec's 0.04045 differs only for values no 8-bit channel hits.
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const ratioOf = (la: number, lb: number) => (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);

/** WCAG 2.x relative luminance (0 for black, 1 for white). */
export function relativeLuminance(colour: string): number {
  return luminance(parseHex(colour));
}

/** Contrast ratio between two colours, from 1 (same) to 21 (black on white). Order does not matter. */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(relativeLuminance(a), relativeLuminance(b));
}

/**
 * Black or white, whichever contrasts more with `bg`. One of them always reaches 4.5:1
 * (the worst background still gives sqrt(21) ~ 4.58), which near-black greys would not guarantee.
 */
export function readableOn(bg: string): string {
  return contrastRatio(bg, BLACK) >= contrastRatio(bg, WHITE) ? BLACK : WHITE;
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((c, i) => Math.round(c + ((to[i] ?? 0) - c) * amount)) as unknown as Rgb;
}

/**
 * The closest shade of `colour` that reaches `minRatio` against `background`, mixing toward
 * black (on light backgrounds) or white (on dark ones) in 2% steps so the brand hue survives.
 */
export function adjustForContrast(colour: string, background: string, minRatio: number): string {
  const start = parseHex(colour);
  const target = parseHex(readableOn(background));
  // On numbers, not hex strings: this runs before a deep link's first render (up to 51 steps, twice).
  const backgroundLuminance = relativeLuminance(background);
  for (let step = 0; step <= 50; step += 1) {
    const candidate = mix(start, target, step / 50);
    if (ratioOf(luminance(candidate), backgroundLuminance) >= minRatio) return toHex(candidate);
  }
  return toHex(target);
}

/** CSS custom properties derived from the deployment's primary colour, each pair meeting WCAG AA. */
export interface ThemeTokens {
  /** The brand colour as configured, for fills (buttons, bars). */
  '--color-primary': string;
  /** Text/icons on a primary fill: black or white, >= 4.5:1. */
  '--color-on-primary': string;
  /** Primary used as text or links on the page background and white, >= 4.5:1. */
  '--color-primary-text': string;
  /** Primary used for borders and focus rings on the page background and white, >= 3:1. */
  '--color-primary-border': string;
}

/**
 * The page background (--color-background in base.css). Primary text and borders sit on it as well
 * as on white cards; it is the darker of the two, so meeting the ratio on it meets it on white too.
 */
export const PAGE_BACKGROUND = '#f7f5f2';

/** Builds the theme's CSS custom properties from one primary colour (throws if it is not hex). */
export function themeTokens(primary: string): ThemeTokens {
  const base = normaliseHex(primary);
  return {
    '--color-primary': base,
    '--color-on-primary': readableOn(base),
    '--color-primary-text': adjustForContrast(base, PAGE_BACKGROUND, AA_TEXT),
    '--color-primary-border': adjustForContrast(base, PAGE_BACKGROUND, AA_UI),
  };
}
