import { http } from 'msw';
import { OfferSearchResponseSchema } from '#api/schemas/catalog.ts';
import { LeafletsResponseSchema } from '#api/schemas/supplier.ts';
import { presentLeaflet, presentOffer } from '../db/present-catalog.ts';
import type { SeedOffer } from '../db/seed/types.ts';
import type { DatasetState } from '../db/state.ts';
import { askedOffers, offersAnswer, supplierOffers } from './catalog.ts';
import { fail, idParam, json, queryNumber, route, type Ctx } from './context.ts';

// Offer search and the per-supplier lists: combos, promotions, stokvel and leaflets.

const DEFAULT_PER_PAGE = 20;

/** The supplier named by `/suppliers/{id}/...`; 404 for an unknown id. */
export function pathSupplier(ctx: Ctx) {
  const supplier = ctx.state.suppliers.get(idParam(ctx, 'id'));
  if (!supplier) throw fail(404, 'Supplier not found');
  return supplier;
}

function running(offer: SeedOffer, now: Date): boolean {
  const t = now.toISOString();
  return (offer.start_at === null || offer.start_at <= t) && (offer.end_at === null || offer.end_at >= t);
}

// Names, brands and paths never change, so each offer's text is built once; the large dataset
// searches 20,000 offers per keystroke.
const searchTexts = new WeakMap<SeedOffer, string>();

function searchText(state: DatasetState, offer: SeedOffer): string {
  let text = searchTexts.get(offer);
  if (text === undefined) {
    const s = state.sellables.get(offer.sellable_id);
    text = [offer.name, s?.brand, s?.product, s?.barcode, ...(s?.catalog_paths.map((p) => p.path) ?? [])]
      .join(' ')
      .toLowerCase();
    searchTexts.set(offer, text);
  }
  return text;
}

/** The words of a search query: lower case, split on white space; an empty query has none. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/** Whether an offer matches every word of a search (name, brand, product, barcode or category). */
export function matchesSearch(state: DatasetState, offer: SeedOffer, words: readonly string[]): boolean {
  const text = searchText(state, offer);
  return words.every((w) => text.includes(w));
}

function listHandler(path: string, keep: (offer: SeedOffer, ctx: Ctx) => boolean) {
  return http.get(
    path,
    route((ctx) =>
      offersAnswer(
        ctx,
        supplierOffers(ctx.state, pathSupplier(ctx), (o) => keep(o, ctx)),
      ),
    ),
  );
}

export const catalogListHandlers = [
  http.get(
    '*/catalog/v1/offers/search',
    route((ctx) => {
      const words = searchWords(ctx.url.searchParams.get('query') ?? '');
      const page = Math.max(1, Math.floor(queryNumber(ctx, 'page') ?? 1));
      const perPage = Math.min(
        200,
        Math.max(1, Math.floor(queryNumber(ctx, 'per_page') ?? DEFAULT_PER_PAGE)),
      );
      const first = words[0] ?? '';
      const matches =
        ctx.scenario === 'empty'
          ? []
          : askedOffers(ctx, (o) => matchesSearch(ctx.state, o, words)).sort(
              // Names starting with the first word first, then in stock first, then alphabetical.
              (a, b) =>
                Number(!a.name.toLowerCase().startsWith(first)) -
                  Number(!b.name.toLowerCase().startsWith(first)) ||
                Number(a.out_of_stock_at !== null) - Number(b.out_of_stock_at !== null) ||
                a.name.localeCompare(b.name),
            );
      const slice = matches.slice((page - 1) * perPage, page * perPage);
      return json(OfferSearchResponseSchema, {
        status: 'ok',
        offers: slice.map((o) => presentOffer(ctx.state, ctx.view, o)),
        pagination: { next_page: page * perPage < matches.length ? page + 1 : null },
      });
    }),
  ),
  listHandler(
    '*/catalog/v1/suppliers/:id/combos',
    (o, ctx) => (ctx.state.sellables.get(o.sellable_id)?.combo_items.length ?? 0) > 0,
  ),
  listHandler('*/catalog/v1/suppliers/:id/promotions', (o) => o.promo),
  listHandler(
    '*/catalog/v1/suppliers/:id/promotions_active',
    (o, ctx) => o.promo && running(o, ctx.now) && !o.out_of_stock_at,
  ),
  listHandler('*/catalog/v1/suppliers/:id/stokvel', (o) => o.stokvel),
  listHandler(
    '*/catalog/v1/suppliers/:id/stokvel_active',
    (o, ctx) => o.stokvel && running(o, ctx.now) && !o.out_of_stock_at,
  ),
  http.get(
    '*/catalog/v1/suppliers/:id/leaflets',
    route((ctx) => {
      const supplier = pathSupplier(ctx);
      const t = ctx.now.toISOString();
      // Current and upcoming leaflets; expired ones are history.
      const leaflets =
        ctx.scenario === 'empty'
          ? []
          : ctx.state.seed.leaflets
              .filter((l) => l.supplier_id === supplier.id && l.end_at >= t)
              .map((l) => presentLeaflet(ctx.view, l));
      return json(LeafletsResponseSchema, { status: 'ok', leaflets });
    }),
  ),
];
