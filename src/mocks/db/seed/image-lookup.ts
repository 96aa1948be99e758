import { bannerImageSvg, categoryImageSvg, logoImageSvg, productImageSvg } from '../../images.ts';
import type { ImageKind, ImageSize, SeedDataset } from './types.ts';

// Connects image paths to seed rows so the image handler stays a one-liner: it parses the path
// (parseImagePath) and asks for the SVG. Unknown ids give null (the handler answers 404).

// The large dataset has 10,000 products and 20,000 sellables, and a page shows dozens of tiles: look
// those up by id once per rows array rather than scanning it for every image.
const indexes = new WeakMap<readonly { id: number }[], Map<number, { id: number }>>();

function byId<T extends { id: number }>(rows: readonly T[], id: number): T | undefined {
  let index = indexes.get(rows) as Map<number, T> | undefined;
  if (!index) {
    index = new Map(rows.map((row) => [row.id, row]));
    indexes.set(rows, index);
  }
  // A row added after the index was built is still found, the slow way.
  return index.get(id) ?? rows.find((row) => row.id === id);
}

export function renderSeedImage(
  dataset: SeedDataset,
  kind: ImageKind,
  id: number,
  size: ImageSize,
): string | null {
  switch (kind) {
    case 'product': {
      const row = byId(dataset.products, id);
      return row ? productImageSvg(row.image_shape, row.id, row.name, size) : null;
    }
    case 'sellable': {
      const row = byId(dataset.sellables, id);
      // Keyed by product id so every option of a product shares its colour.
      return row ? productImageSvg(row.image_shape, row.product_id, row.product, size) : null;
    }
    case 'category': {
      const row = dataset.categories.find((c) => c.id === id);
      return row ? categoryImageSvg(row.id, row.name, size) : null;
    }
    case 'banner': {
      const row = dataset.banners.find((b) => b.id === id);
      return row ? bannerImageSvg(row.id, row.title, row.subtitle, size) : null;
    }
    case 'ad': {
      const row = [...dataset.ads.banners, ...dataset.ads.popups].find((a) => a.id === id);
      return row ? bannerImageSvg(row.id, row.title, row.subtitle, size) : null;
    }
    case 'supplier':
    case 'agency':
    case 'brand': {
      const rows =
        kind === 'supplier' ? dataset.suppliers : kind === 'agency' ? dataset.agencies : dataset.brands;
      const row = rows.find((r) => r.id === id);
      return row ? logoImageSvg(row.id, row.name, size) : null;
    }
  }
}
