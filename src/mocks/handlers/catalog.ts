import { http } from 'msw';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
  OffersResponseSchema,
  ProductResponseSchema,
} from '#api/schemas/catalog.ts';
import { BannersResponseSchema } from '#api/schemas/supplier.ts';
import {
  abs,
  presentCategory,
  presentOffer,
  presentProduct,
  presentRootCategory,
} from '../db/present-catalog.ts';
import type { SeedOffer, SeedSupplier } from '../db/seed/types.ts';
import type { DatasetState } from '../db/state.ts';
import { fail, idParam, json, queryNumber, resolveSupplier, route, type Ctx } from './context.ts';

// Categories, products and their offers at the supplier the request is about (endpoint slug or
// supplier_id; agency mode falls back to the first branch). In the marketplace (the market
// dataset asked without a shop: the storefront's price comparison) they span every open shop.

/** Published offers of a supplier, optionally narrowed. */
export function supplierOffers(
  state: DatasetState,
  supplier: SeedSupplier,
  keep: (o: SeedOffer) => boolean = () => true,
) {
  return state.seed.offers.filter((o) => o.supplier_id === supplier.id && o.published && keep(o));
}

/** A marketplace request: the market dataset with no shop named, by endpoint or by supplier_id. */
function marketWide(ctx: Ctx): boolean {
  return ctx.dataset === 'market' && ctx.slug === null && queryNumber(ctx, 'supplier_id') === null;
}

/**
 * Published offers the request is about: its shop's, or in the marketplace every open shop's,
 * cheapest first so a shopper comparing sees the best price at the top.
 */
export function askedOffers(ctx: Ctx, keep: (o: SeedOffer) => boolean = () => true): SeedOffer[] {
  if (!marketWide(ctx)) return supplierOffers(ctx.state, resolveSupplier(ctx), keep);
  const open = new Set(ctx.state.seed.suppliers.filter((s) => !s.disabled).map((s) => s.id));
  return ctx.state.seed.offers
    .filter((o) => open.has(o.supplier_id) && o.published && keep(o))
    .sort((a, b) => a.price_in_cents - b.price_in_cents);
}

export function offersAnswer(ctx: Ctx, offers: readonly SeedOffer[]): Response {
  const list = ctx.scenario === 'empty' ? [] : offers.map((o) => presentOffer(ctx.state, ctx.view, o));
  return json(OffersResponseSchema, { status: 'ok', offers: list });
}

function stockedProductIds(ctx: Ctx): Set<number> {
  const ids = new Set<number>();
  for (const offer of askedOffers(ctx)) {
    const sellable = ctx.state.sellables.get(offer.sellable_id);
    if (sellable) ids.add(sellable.product_id);
  }
  return ids;
}

export const catalogHandlers = [
  http.get(
    '*/catalog/v1/categories',
    route((ctx) => {
      const roots = ctx.state.seed.categories
        .filter((c) => c.parent_id === null)
        .sort((a, b) => a.position - b.position);
      const categories =
        ctx.scenario === 'empty' ? [] : roots.map((c) => presentRootCategory(ctx.state, ctx.view, c));
      return json(CategoriesResponseSchema, { status: 'ok', categories });
    }),
  ),

  http.get(
    '*/catalog/v1/categories/:id/banners',
    route((ctx) => {
      const id = idParam(ctx, 'id');
      const banners = ctx.state.seed.banners
        .filter((b) => b.category_id === id)
        .map((b) => ({ image_url: abs(ctx.view, b.image_url), target_id: b.target_id }));
      return json(BannersResponseSchema, { status: 'ok', banners });
    }),
  ),

  http.get(
    '*/catalog/v1/categories/:id',
    route((ctx) => {
      const id = idParam(ctx, 'id');
      const category = ctx.state.seed.categories.find((c) => c.id === id);
      if (!category) return fail(404, 'Category not found');
      const stocked = stockedProductIds(ctx);
      // Leaves list their products; roots list sub-categories (their products sit one level down).
      const products =
        ctx.scenario === 'empty' || category.parent_id === null
          ? []
          : ctx.state.seed.products.filter(
              (p) =>
                p.visibility === 'visible' &&
                stocked.has(p.id) &&
                p.catalog_paths.some((c) => c.category_id === id),
            );
      return json(CategoryResponseSchema, {
        status: 'ok',
        category: presentCategory(ctx.state, ctx.view, category, products),
      });
    }),
  ),

  // Registered before products/:id so "sample" is not read as an id.
  http.get(
    '*/catalog/v1/products/sample',
    route((ctx) => {
      const offers = askedOffers(ctx, (o) => !o.out_of_stock_at);
      // A stable spread across the catalogue, promotions first: what a landing page would feature.
      const promos = offers.filter((o) => o.promo).slice(0, 6);
      const rest = offers.filter((o) => !o.promo && o.id % 7 === 0).slice(0, 12 - promos.length);
      return offersAnswer(ctx, [...promos, ...rest]);
    }),
  ),

  http.get(
    '*/catalog/v1/products/:id/offers',
    route((ctx) => {
      const product = ctx.state.products.get(idParam(ctx, 'id'));
      if (!product) return fail(404, 'Product not found');
      return offersAnswer(
        ctx,
        askedOffers(ctx, (o) => product.sellable_ids.includes(o.sellable_id)),
      );
    }),
  ),

  http.get(
    '*/catalog/v1/products/:id',
    route((ctx) => {
      const product = ctx.state.products.get(idParam(ctx, 'id'));
      if (!product) return fail(404, 'Product not found');
      return json(ProductResponseSchema, {
        status: 'ok',
        product: presentProduct(ctx.state, ctx.view, product),
      });
    }),
  ),

  http.get(
    '*/catalog/v1/sellables/:id/offers',
    route((ctx) => {
      const id = idParam(ctx, 'id');
      if (!ctx.state.sellables.has(id)) return fail(404, 'Sellable not found');
      return offersAnswer(
        ctx,
        askedOffers(ctx, (o) => o.sellable_id === id),
      );
    }),
  ),
];
