import { imagePath } from '../../images.ts';
import { leafCategoryId, rootCategoryId } from './categories.ts';
import type { SeedAd, SeedAgency, SeedBanner, SeedLeaflet } from './types-shop.ts';
import type { DatasetName, SeedSupplier } from './types.ts';

// Marketing content: banners 801.., ads 851.., leaflets 901.., agencies 951... Dates are relative to
// `now` so a demo always has something current, plus expired and future rows to test the filters.

const DAY = 86_400_000;

function at(now: Date, days: number): string {
  return new Date(now.getTime() + days * DAY).toISOString();
}

function banner(
  id: number,
  title: string,
  subtitle: string,
  target_id: number,
  category_id: number | null,
): SeedBanner {
  return { id, title, subtitle, image_url: imagePath('banner', id, 600), target_id, category_id };
}

export function seedBanners(dataset: DatasetName): SeedBanner[] {
  if (dataset === 'reference') {
    return [
      banner(
        801,
        'Refill Tuesdays',
        'Bring your bottles: cleaning refills by the litre',
        rootCategoryId('cleaning'),
        null,
      ),
      banner(
        802,
        'Rooibos season',
        'Cederberg loose leaf, scooped to order',
        leafCategoryId('coffeeTea.tea'),
        null,
      ),
      banner(
        803,
        'Bring your own jar',
        'Glass jars, wraps and cotton bags',
        rootCategoryId('reusables'),
        null,
      ),
      banner(
        804,
        'Fresh from Philippi',
        'Seasonal veg from the farm collective',
        leafCategoryId('fresh.vegetables'),
        rootCategoryId('fresh'),
      ),
      banner(
        805,
        'Nuts by the scoop',
        'Buy 100 g or a kilo',
        leafCategoryId('nuts.nuts'),
        rootCategoryId('nuts'),
      ),
    ];
  }
  return [
    banner(
      811,
      'Month-end stokvel deals',
      'Bulk packs for your group, priced per pack',
      rootCategoryId('pantry'),
      null,
    ),
    banner(
      812,
      'Bundles & hampers',
      'Pantry starters and month-end hampers',
      rootCategoryId('bundles'),
      null,
    ),
    banner(
      813,
      'Braai season',
      'Spice blends, salt flakes and mielies',
      leafCategoryId('spices.blends'),
      null,
    ),
    banner(
      814,
      'Fresh veg',
      'Compare prices across the Cape Flats',
      leafCategoryId('fresh.vegetables'),
      rootCategoryId('fresh'),
    ),
    banner(
      815,
      'Compare before you buy',
      'Same basket, five grocers',
      rootCategoryId('pantry'),
      rootCategoryId('pantry'),
    ),
  ];
}

function ad(
  now: Date,
  id: number,
  title: string,
  subtitle: string,
  target_id: number,
  from: number,
  to: number,
): SeedAd {
  return {
    id,
    title,
    subtitle,
    image_url: imagePath('ad', id, 600),
    target_id,
    start_at: at(now, from),
    end_at: at(now, to),
  };
}

export function seedAds(dataset: DatasetName, now: Date): { banners: SeedAd[]; popups: SeedAd[] } {
  const tea = leafCategoryId('coffeeTea.tea');
  if (dataset === 'reference') {
    return {
      banners: [
        ad(
          now,
          851,
          'Go plastic-free',
          'Swaps for every room in the house',
          rootCategoryId('reusables'),
          -5,
          25,
        ),
        ad(now, 852, 'New: oat milk refills', 'Coming soon to every branch', rootCategoryId('fresh'), 3, 30),
        ad(
          now,
          853,
          'Winter soup week',
          'Lentils, split peas and barley',
          leafCategoryId('pantry.legumes'),
          -30,
          -2,
        ),
      ],
      popups: [ad(now, 861, 'Your first refill', 'Scoop, weigh, pay. We tare your jar.', tea, -2, 12)],
    };
  }
  return {
    banners: [
      ad(
        now,
        855,
        'Stokvel Saturday',
        'Group bulk buys, collected together',
        rootCategoryId('pantry'),
        -3,
        10,
      ),
      ad(now, 856, 'Back-to-school lunch boxes', 'Snacks and reusables', rootCategoryId('snacks'), -40, -10),
    ],
    popups: [
      ad(
        now,
        865,
        'Compare your basket',
        'See which grocer is cheapest for you',
        rootCategoryId('pantry'),
        -1,
        20,
      ),
      ad(
        now,
        866,
        'Braai day specials',
        'Braai packs from next week',
        leafCategoryId('spices.blends'),
        10,
        20,
      ),
    ],
  };
}

/** Per supplier: the current leaflet, last month's (expired) and, for the first supplier, next week's. */
export function seedLeaflets(suppliers: readonly SeedSupplier[], now: Date): SeedLeaflet[] {
  const leaflets: SeedLeaflet[] = [];
  let id = 901;
  suppliers.forEach((supplier, index) => {
    const base = { supplier_id: supplier.id, lat: supplier.lat, long: supplier.lon };
    const add = (name: string, from: number, to: number): void => {
      leaflets.push({
        id,
        name,
        url: `/leaflets/${id}.pdf`,
        start_at: at(now, from),
        end_at: at(now, to),
        ...base,
      });
      id += 1;
    };
    add(`${supplier.name}: specials this fortnight`, -4, 10);
    add(`${supplier.name}: last month's specials`, -40, -12);
    if (index === 0) add(`${supplier.name}: coming next week`, 7, 21);
  });
  return leaflets;
}

export function seedAgencies(dataset: DatasetName): SeedAgency[] {
  const agency = (id: number, name: string, supplier_ids: number[]): SeedAgency => ({
    id,
    name,
    image_url: imagePath('agency', id, 300),
    supplier_ids,
  });
  if (dataset === 'reference') return [agency(951, 'Zero Waste Pantry', [11, 12, 13, 14])];
  return [
    agency(955, 'Cape Flats Grocers Network', [21, 22, 25]),
    agency(956, 'Peninsula Independent Grocers', [23, 24, 26]),
  ];
}
