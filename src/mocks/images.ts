import type { ImageKind, ImageShape, ImageSize } from './db/seed/types.ts';

// Generated SVG placeholders for the fake backend. Tiles are drawn on a 100x100 viewBox and scaled
// by width/height, so the markup stays well under 1.5 KB at any size. Colours derive from the id so
// neighbouring tiles differ, yet a given image never changes between runs (screenshots stay stable).

const KINDS: readonly ImageKind[] = [
  'product',
  'sellable',
  'category',
  'banner',
  'ad',
  'supplier',
  'agency',
  'brand',
];

/** Where the handlers serve an image: `/img/<kind>/<id>-<size>.svg` (relative; handlers absolutise). */
export function imagePath(kind: ImageKind, id: number, size: ImageSize): string {
  return `/img/${kind}/${id}-${size}.svg`;
}

/** Reverse of imagePath, for the image handler; null for anything it does not serve. */
export function parseImagePath(path: string): { kind: ImageKind; id: number; size: ImageSize } | null {
  const match = /\/img\/([a-z]+)\/(\d+)-(300|600)\.svg$/.exec(path);
  if (!match) return null;
  const kind = KINDS.find((k) => k === match[1]);
  if (!kind) return null;
  return { kind, id: Number(match[2]), size: match[3] === '600' ? 600 : 300 };
}

/** Labels come from seed and user data, so every one is escaped before it enters markup. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

// Words that cannot end a label: 'Nuts &' reads as cut off, 'Nuts' does not.
const DANGLING = new Set(['&', 'and', 'en', 'et', 'of', 'with', '-', '/', '+']);

/**
 * The label drawn in the art: whole words while they fit `maxChars` (at most `words` of them), never
 * ending on a connector. One word too long for the space is cut with an ellipsis. Cut before
 * escaping, so an entity is never cut in half.
 */
function shortLabel(label: string, words: number, maxChars: number): string {
  const all = label.trim().split(/\s+/).slice(0, words);
  const kept: string[] = [];
  for (const word of all) {
    if ([...kept, word].join(' ').length > maxChars) break;
    kept.push(word);
  }
  while (kept.length > 1 && DANGLING.has((kept.at(-1) ?? '').toLowerCase())) kept.pop();
  const [first = ''] = all;
  const text = kept.length > 0 ? kept.join(' ') : `${first.slice(0, maxChars - 1)}…`;
  return escapeXml(text);
}

function hue(id: number, base: number): number {
  return (base + ((id * 47) % 60) - 30 + 360) % 360;
}

const SHAPES: Record<ImageShape, string> = {
  jar: '<rect x="35" y="16" width="30" height="9" rx="2"/><rect x="30" y="25" width="40" height="40" rx="9"/>',
  bottle: '<path d="M45 12h10v12l7 9v30a4 4 0 0 1-4 4H42a4 4 0 0 1-4-4V33l7-9z"/>',
  sack: '<path d="M38 18h24l-4 8c10 6 15 18 13 30-1 7-7 10-21 10s-20-3-21-10c-2-12 3-24 13-30z"/>',
  leaf: '<path d="M50 12C28 26 27 54 50 68 73 54 72 26 50 12z"/><path d="M50 22v44" stroke="#fff" stroke-width="2"/>',
  box: '<rect x="28" y="18" width="44" height="48" rx="3"/><rect x="28" y="30" width="44" height="5" fill="#fff" opacity=".5"/>',
  bag: '<path d="M40 30v-6a10 10 0 0 1 20 0v6" fill="none" stroke-width="4"/><rect x="29" y="30" width="42" height="36" rx="4"/>',
  cup: '<path d="M30 30h34v16a17 17 0 0 1-34 0z"/><path d="M64 34h4a7 7 0 0 1 0 14h-4" fill="none" stroke-width="4"/>',
  egg: '<ellipse cx="42" cy="44" rx="13" ry="18"/><ellipse cx="60" cy="48" rx="12" ry="16" opacity=".8"/>',
  brush:
    '<rect x="47" y="14" width="7" height="52" rx="3"/><rect x="44" y="14" width="13" height="14" rx="2" opacity=".7"/>',
};

function isShape(value: string): value is ImageShape {
  return Object.hasOwn(SHAPES, value);
}

function tile(width: number, height: number, bg: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${(100 * height) / width}">` +
    `<rect width="100%" height="100%" rx="10" fill="${bg}"/>${body}</svg>`
  );
}

function text(y: number, content: string, size: number, fill: string, weight = 600): string {
  return `<text x="50" y="${y}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${content}</text>`;
}

/**
 * A product tile: rounded square, a simple shape (jar, bottle, sack, leaf, …) and up to two words of
 * the label. `kind` is the shape; unknown shapes fall back to a box so odd data never breaks a page.
 */
export function productImageSvg(kind: string, id: number, label: string, size: ImageSize): string {
  const shape = isShape(kind) ? kind : 'box';
  const h = hue(
    id,
    { jar: 30, bottle: 45, sack: 35, leaf: 110, box: 20, bag: 160, cup: 15, egg: 40, brush: 190 }[shape],
  );
  const body =
    `<g fill="hsl(${h},42%,42%)" stroke="hsl(${h},42%,42%)">${SHAPES[shape]}</g>` +
    text(86, shortLabel(label, 3, 16), 9, `hsl(${h},35%,22%)`);
  return tile(size, size, `hsl(${h},48%,90%)`, body);
}

/** A category tile: the initial large, the name below. */
export function categoryImageSvg(id: number, label: string, size: ImageSize): string {
  const h = hue(id, 90);
  const initial = escapeXml(label.trim().charAt(0).toUpperCase() || '?');
  return tile(
    size,
    size,
    `hsl(${h},45%,88%)`,
    `<circle cx="50" cy="40" r="24" fill="hsl(${h},40%,45%)"/>` +
      text(49, initial, 26, '#fff', 700) +
      text(86, shortLabel(label, 3, 18), 9, `hsl(${h},35%,22%)`),
  );
}

/** A wide 3:1 banner with a title and an optional subtitle (ads use the same look). */
export function bannerImageSvg(id: number, title: string, subtitle: string, size: ImageSize): string {
  const h = hue(id, 140);
  return tile(
    size,
    size / 3,
    `hsl(${h},40%,38%)`,
    `<circle cx="88" cy="4" r="22" fill="hsl(${h},45%,55%)"/>` +
      // Sizes keep ~26 / ~44 characters inside the 100-unit-wide viewBox.
      text(15, shortLabel(title, 5, 26), 6.5, '#fff', 700) +
      text(24, shortLabel(subtitle, 8, 44), 4, `hsl(${h},60%,90%)`, 400),
  );
}

/** Supplier, agency and brand logos: a round badge with initials and the name. */
export function logoImageSvg(id: number, name: string, size: ImageSize): string {
  const h = hue(id, 200);
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return tile(
    size,
    size,
    '#fbf8f3',
    `<circle cx="50" cy="42" r="28" fill="hsl(${h},45%,40%)"/>` +
      text(51, escapeXml(initials || '?'), 20, '#fff', 700) +
      text(86, shortLabel(name, 2, 18), 8.5, `hsl(${h},35%,25%)`),
  );
}
