import { safeUrl } from '#lib/safe-url.ts';

// The home's banner strip and its largest picture, decided once for the screen (queries.ts,
// catalog-home.tsx) and for the early boot script (app/boot/early/early.ts), which preloads that picture.

/** Anything the catalogue shows with a picture: a banner, a category, a product. */
export interface Pictured {
  image_url?: unknown;
}

/** Site-wide banners, then the ads' banners and popups (shown inline): the strip's order. */
export const bannerOrder = <T>(
  banners: readonly T[],
  ads: { banners: readonly T[]; popups: readonly T[] },
) => [...banners, ...ads.banners, ...ads.popups];

/** The strip: the banners in bannerOrder, without repeats. */
export function homeBanners<T extends Pictured>(
  banners: readonly T[],
  ads: { banners: readonly T[]; popups: readonly T[] },
): T[] {
  const all = bannerOrder(banners, ads);
  return all.filter((b, i) => all.findIndex((o) => o.image_url === b.image_url) === i);
}

/** The first picture of `items` that may be shown: the banner strip's first, a product's own. */
export function firstPicture(items: readonly Pictured[]): string | undefined {
  for (const item of items) {
    const url = safeUrl(item.image_url);
    if (url) return url;
  }
  return undefined;
}
