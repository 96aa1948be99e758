// The demo wallet's "QR code": a deterministic QR-like grid drawn from the payment reference, with
// the three corner markers of a real one and a DEMO label. It is not scannable and does not need to
// be: the shopper pays on the stand-in wallet page (/demo-pay/wallet) instead.

const SIZE = 25;
const CELL = 8;
const QUIET = 4;

function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash || 1;
}

/** xorshift32: the same reference always draws the same grid. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

/** The three corner markers and the blank border around each. */
function inFinder(x: number, y: number): boolean {
  return (x < 8 && y < 8) || (x >= SIZE - 8 && y < 8) || (x < 8 && y >= SIZE - 8);
}

function finderCells(ox: number, oy: number): [number, number][] {
  const cells: [number, number][] = [];
  for (let y = 0; y < 7; y += 1)
    for (let x = 0; x < 7; x += 1) {
      const ring = x === 0 || y === 0 || x === 6 || y === 6;
      const core = x >= 2 && x <= 4 && y >= 2 && y <= 4;
      if (ring || core) cells.push([ox + x, oy + y]);
    }
  return cells;
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG image of a wallet payment's code (image/svg+xml). */
export function walletQrSvg(reference: string): string {
  const next = generator(seedOf(reference));
  const cells: [number, number][] = [
    ...finderCells(0, 0),
    ...finderCells(SIZE - 7, 0),
    ...finderCells(0, SIZE - 7),
  ];
  for (let y = 0; y < SIZE; y += 1)
    for (let x = 0; x < SIZE; x += 1) if (!inFinder(x, y) && next() % 2 === 0) cells.push([x, y]);
  const side = (SIZE + QUIET * 2) * CELL;
  const label = 28;
  const rects = cells
    .map(
      ([x, y]) =>
        `<rect x="${(x + QUIET) * CELL}" y="${(y + QUIET) * CELL}" width="${CELL}" height="${CELL}"/>`,
    )
    .join('');
  const middle = side / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side + label}" viewBox="0 0 ${side} ${side + label}" role="img" aria-label="Demo wallet code for ${escapeXml(reference)}">`,
    `<title>Demo wallet code for ${escapeXml(reference)} (not a real QR code)</title>`,
    `<rect width="${side}" height="${side + label}" fill="#ffffff"/>`,
    `<g fill="#1b1b1b">${rects}</g>`,
    // The DEMO badge across the middle, so nobody mistakes it for a code to scan.
    `<rect x="${middle - 44}" y="${middle - 16}" width="88" height="32" rx="4" fill="#ffffff" stroke="#b3261e" stroke-width="3"/>`,
    `<text x="${middle}" y="${middle + 7}" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="#b3261e">DEMO</text>`,
    `<text x="${middle}" y="${side + 18}" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#1b1b1b">demo wallet · ${escapeXml(reference)}</text>`,
    '</svg>',
  ].join('');
}
