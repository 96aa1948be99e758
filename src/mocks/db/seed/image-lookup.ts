import { bannerImageSvg, categoryImageSvg, logoImageSvg, productImageSvg } from '../../images.ts';
import type { ImageKind, ImageSize, SeedDataset } from './types.ts';

// Connects image paths to seed rows so the image handler stays a one-liner: it parses the path
// (parseImagePath) and asks for the SVG. Unknown ids give null (the handler answers 404).

export function renderSeedImage(
  dataset: SeedDataset,
  kind: ImageKind,
  id: number,
  size: ImageSize,
): string | null {
  switch (kind) {
    case 'product': {
      const row = dataset.products.find((p) => p.id === id);
      return row ? productImageSvg(row.image_shape, row.id, row.name, size) : null;
    }
    case 'sellable': {
      const row = dataset.sellables.find((s) => s.id === id);
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
