import { imagePath } from '../../images.ts';
import { buildLargeCatalogue } from './catalogue-large.ts';
import { LARGE_BIG_CATEGORY_ID, largeLeafId, largeRootId } from './products-large.ts';
import type { SeedAd, SeedBanner } from './types-shop.ts';
import type { SeedDataset } from './types.ts';

// The large dataset: one wholesaler (Cape Cash & Carry, supplier 31) with about 10,000 products,
// for trying the storefront at a real wholesaler's size (long category pages, big searches, a long
// order history). Checkout rules follow the reference dataset: no bags, stokvel, combos or debtor
// cards at checkout. Banners 821.., ads 871...

const DAY = 86_400_000;

function largeBanners(): SeedBanner[] {
  const banner = (
    id: number,
    title: string,
    subtitle: string,
    target_id: number,
    category_id: number | null,
  ) => ({
    id,
    title,
    subtitle,
    image_url: imagePath('banner', id, 600),
    target_id,
    category_id,
  });
  return [
    banner(821, 'Month-end bulk buys', 'Maize meal, rice and oil by the bag', largeRootId('staples'), null),
    banner(822, 'Case deals on tins', 'Veg and beans by the case of 24', LARGE_BIG_CATEGORY_ID, null),
    banner(
      823,
      'Butchery by the kilo',
      'Weighed to order, 5 kg packs for caterers',
      largeLeafId('butchery.beef'),
      largeRootId('butchery'),
    ),
    banner(824, 'Cleaning for the trade', '25 l drums and 4 × 5 kg powders', largeRootId('cleaning'), null),
    banner(
      825,
      'Rice for every pot',
      'Parboiled, basmati, jasmine and more',
      largeLeafId('staples.rice'),
      largeRootId('staples'),
    ),
  ];
}

function largeAds(now: Date): { banners: SeedAd[]; popups: SeedAd[] } {
  const ad = (id: number, title: string, subtitle: string, target_id: number, from: number, to: number) => ({
    id,
    title,
    subtitle,
    image_url: imagePath('ad', id, 600),
    target_id,
    start_at: new Date(now.getTime() + from * DAY).toISOString(),
    end_at: new Date(now.getTime() + to * DAY).toISOString(),
  });
  return {
    banners: [
      ad(871, 'Caterers’ week', 'Disposables and foil at trade prices', largeRootId('catering'), -3, 10),
      ad(872, 'Braai season', 'Boerewors and chops by the kilo', largeLeafId('butchery.wors'), 5, 30),
      ad(873, 'Winter soup week', 'Soup powders and stock', largeLeafId('cooking.soup'), -40, -10),
    ],
    popups: [ad(881, 'Bulk saves more', 'Cases and bags cost less per unit', largeRootId('staples'), -1, 20)],
  };
}

/** What a dataset has of its own; createDataset (dataset.ts) adds the rest, the same for every one. */
export interface DatasetParts {
  catalogue: Pick<SeedDataset, 'packs' | 'brands' | 'categories' | 'products' | 'sellables'>;
  banners: SeedDataset['banners'];
  ads: SeedDataset['ads'];
  agencies: SeedDataset['agencies'];
  stokvel: boolean;
}

/** The large dataset's own parts; the same `now` gives deep-equal parts. */
export function largeDatasetParts(now: Date): DatasetParts {
  const { categories, brands, packs, products, sellables } = buildLargeCatalogue();
  return {
    catalogue: { packs, brands, categories, products, sellables },
    banners: largeBanners(),
    ads: largeAds(now),
    agencies: [],
    stokvel: false,
  };
}
