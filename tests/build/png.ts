import { inflateSync } from 'node:zlib';

// Just enough of a PNG reader to check an icon the way a phone would see it: its size from the
// header and its pixels, for 8-bit RGBA without interlacing (what resvg writes).

export interface Png {
  width: number;
  height: number;
  /** RGBA, four bytes a pixel, row after row. */
  pixels: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function readPng(bytes: Uint8Array): Png {
  const data = Buffer.from(bytes);
  if (!SIGNATURE.every((byte, at) => data[at] === byte)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  const compressed: Buffer[] = [];
  for (let at = 8; at < data.length;) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const body = data.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      // Bit depth 8, colour type 6 (RGBA), no interlace: anything else is not what this reads.
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('not 8-bit RGBA');
    }
    if (type === 'IDAT') compressed.push(body);
    at += 12 + length;
  }
  return { width, height, pixels: unfilter(inflateSync(Buffer.concat(compressed)), width, height) };
}

/** Undoes each row's filter (PNG spec, 9.2), four bytes a pixel. */
function unfilter(raw: Buffer, width: number, height: number): Uint8Array {
  const stride = width * 4;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const byte = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= 4 ? out[y * stride + x - 4]! : 0;
      const up = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 4 && y > 0 ? out[(y - 1) * stride + x - 4]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [a, b, c] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return a <= b && a <= c ? left : b <= c ? up : upLeft;
      };
      const predicted = [0, left, up, (left + up) >> 1, paeth()][filter ?? 0] ?? 0;
      out[y * stride + x] = (byte + predicted) & 0xff;
    }
  }
  return out;
}

/** The pixel at x, y as [r, g, b, a]. */
export const pixelAt = (png: Png, x: number, y: number): number[] => [
  ...png.pixels.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4),
];
