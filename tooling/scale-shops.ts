// The two shops the scale figures compare: the wholesaler of deployments/large-demo.json with a
// 200-line basket and its 2,000-product category, and the reference shop with a two-line basket and
// its largest category. Both are read from the fake backend, so the figures follow its data.

/** A shop as the scale figures (scripts/bench/scale.ts) and the wholesaler e2e open it. */
export interface ScaleShop {
  shop: string;
  url: string;
  /** localStorage entries: the chosen shop and the basket lines. */
  storage: Record<string, string>;
  basketLines: number;
  category: { id: number; products: number };
  /** A product page and the name of an offer on it that is not in the basket. */
  product: { id: number; offerName: string };
  searchTerm: string;
}

interface ApiOffer {
  id: number;
  name: string;
  price_in_cents: number;
  per_kg: boolean;
  out_of_stock_at: string | null;
  per_kg_qty_min?: string | null;
  per_kg_qty_step?: string | null;
  per_kg_conversion_rate?: string | null;
  per_kg_symbol?: string | null;
  sellable: { id: number; product_id: number; image_url: string | null };
  supplier: { id: number; name: string };
}

const stored = (state: unknown, version: number) => JSON.stringify({ state, version });

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A basket line as the basket stores it (src/domain/basket/cart-store.ts, version 2). */
function line(offer: ApiOffer) {
  return {
    offer_id: offer.id,
    supplier_id: offer.supplier.id,
    supplier_name: offer.supplier.name,
    sellable_id: offer.sellable.id,
    qty: 1,
    name: offer.name,
    image_url: offer.sellable.image_url,
    price_in_cents: offer.price_in_cents,
    priced_at: new Date().toISOString(),
    per_kg: false,
    per_kg_qty_min: null,
    per_kg_qty_step: null,
    per_kg_conversion_rate: null,
    per_kg_symbol: null,
  };
}

async function shop(options: {
  shop: string;
  url: string;
  api: string;
  supplierId: number;
  basketLines: number;
  categoryId: number;
  searchTerm: string;
}): Promise<ScaleShop> {
  const { api, supplierId } = options;
  const { supplier } = await getJson<{ supplier: { id: number; name: string; api_endpoint: string | null } }>(
    `${api}/catalog/v1/suppliers/${supplierId}`,
  );
  const search = (query: string) =>
    getJson<{ offers: ApiOffer[] }>(
      `${api}/catalog/v1/offers/search?query=${query}&supplier_id=${supplierId}&page=1&per_page=200`,
    ).then((answer) => answer.offers.filter((offer) => !offer.per_kg && offer.out_of_stock_at === null));
  const inBasket = (await search('a')).slice(0, options.basketLines);
  if (inBasket.length < options.basketLines)
    throw new Error(
      `${options.shop}: only ${inBasket.length} offers for a ${options.basketLines}-line basket`,
    );
  const taken = new Set(inBasket.map((offer) => offer.id));
  const toAdd = (await search(options.searchTerm)).find((offer) => !taken.has(offer.id));
  if (!toAdd) throw new Error(`${options.shop}: no offer outside the basket to add`);
  const { category } = await getJson<{ category: { products: unknown[] } }>(
    `${api}/catalog/v1/categories/${options.categoryId}?supplier_id=${supplierId}`,
  );
  return {
    shop: options.shop,
    url: options.url,
    storage: {
      'storefront.suppliers': stored(
        { selected: { id: supplier.id, name: supplier.name, api_endpoint: supplier.api_endpoint } },
        1,
      ),
      'storefront.cart.v1': stored({ items: inBasket.map(line) }, 2),
    },
    basketLines: inBasket.length,
    category: { id: options.categoryId, products: category.products.length },
    product: { id: toAdd.sellable.product_id, offerName: toAdd.name },
    searchTerm: options.searchTerm,
  };
}

/** The wholesaler (`large` dataset) and the reference shop (Sea Point), served at their app URLs. */
export async function scaleShops(apiOrigin: string, urls: { large: string; reference: string }) {
  return {
    large: await shop({
      shop: 'Cape Cash & Carry (large-demo)',
      url: urls.large,
      api: `${apiOrigin}/large`,
      supplierId: 31,
      basketLines: 200,
      categoryId: 411,
      searchTerm: 'rice',
    }),
    reference: await shop({
      shop: 'Zero Waste Pantry Sea Point (reference)',
      url: urls.reference,
      api: `${apiOrigin}/reference`,
      supplierId: 14,
      basketLines: 2,
      categoryId: 201,
      searchTerm: 'rice',
    }),
  };
}
