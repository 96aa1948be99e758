import { http } from 'msw';
import {
  AdsResponseSchema,
  BannersResponseSchema,
  LeafletsResponseSchema,
  SupplierResponseSchema,
  SuppliersResponseSchema,
} from '#api/schemas/supplier.ts';
import { AgenciesResponseSchema } from '#api/schemas/directory.ts';
import { TimeslotsResponseSchema } from '#api/schemas/timeslots.ts';
import { abs, presentLeaflet, presentSupplier } from '../db/present-catalog.ts';
import { haversineKm } from '../db/seed/supplier-helpers.ts';
import type { SeedAd } from '../db/seed/types-shop.ts';
import { slotsFor } from '../db/timeslots.ts';
import { pathSupplier } from './catalog-lists.ts';
import { fail, json, queryNumber, route, type Ctx } from './context.ts';

// The supplier directory (v1 and v2), time slots, and the main host's ads, banners, agencies and
// leaflets near a point.

const DEFAULT_RADIUS_KM = 50;
const DEFAULT_LEAFLET_RADIUS_KM = 25;

function point(ctx: Ctx): { lat: number; lon: number } {
  const lat = queryNumber(ctx, 'lat');
  const lon = queryNumber(ctx, 'lon') ?? queryNumber(ctx, 'long');
  if (lat === null || lon === null) throw fail(422, 'lat and lon are required');
  return { lat, lon };
}

function nearby(ctx: Ctx): Response {
  const { lat, lon } = point(ctx);
  // Data-free mode sends a radius (15 km); `distance` is accepted as an alias.
  const radius = queryNumber(ctx, 'radius') ?? queryNumber(ctx, 'distance') ?? DEFAULT_RADIUS_KM;
  const suppliers =
    ctx.scenario === 'empty'
      ? []
      : ctx.state.seed.suppliers
          .map((s) => ({ s, km: haversineKm(lat, lon, s.lat, s.lon) }))
          .filter(({ km }) => km <= radius)
          .sort((a, b) => a.km - b.km)
          .map(({ s, km }) => presentSupplier(ctx.state, ctx.view, s, km));
  return json(SuppliersResponseSchema, { status: 'ok', suppliers });
}

function oneSupplier(ctx: Ctx): Response {
  return json(SupplierResponseSchema, {
    status: 'ok',
    supplier: presentSupplier(ctx.state, ctx.view, pathSupplier(ctx)),
  });
}

function live(ctx: Ctx, rows: readonly SeedAd[]) {
  const t = ctx.now.toISOString();
  return rows
    .filter((a) => a.start_at <= t && a.end_at >= t)
    .map((a) => ({ image_url: abs(ctx.view, a.image_url), target_id: a.target_id }));
}

export const supplierHandlers = [
  // distance_from is registered before :id so it is not read as an id.
  http.get('*/catalog/v1/suppliers/distance_from', route(nearby)),
  http.get('*/api/v2/suppliers/distance_from', route(nearby)),
  http.get('*/catalog/v1/suppliers/:id', route(oneSupplier)),
  http.get('*/api/v2/suppliers/:id', route(oneSupplier)),

  http.get(
    '*/catalog/v1/suppliers/:id/timeslots',
    route((ctx) => {
      const supplier = pathSupplier(ctx);
      const shipping = ctx.url.searchParams.get('requires_shipping') === 'true';
      const stokvel = ctx.url.searchParams.get('stokvel') === 'true';
      // Stokvel orders are collected together, never delivered.
      const timeslots =
        stokvel && shipping
          ? []
          : slotsFor(ctx.state, supplier, shipping ? 'deliver' : 'collect', ctx.now, ctx.view.closed);
      return json(TimeslotsResponseSchema, { status: 'ok', timeslots });
    }),
  ),

  http.get(
    '*/api/v2/ads',
    route((ctx) => {
      const { ads } = ctx.state.seed;
      return json(AdsResponseSchema, {
        status: 'ok',
        ads: { banners: live(ctx, ads.banners), popups: live(ctx, ads.popups) },
      });
    }),
  ),

  http.get(
    '*/api/v2/banners',
    route((ctx) => {
      const banners = ctx.state.seed.banners
        .filter((b) => b.category_id === null)
        .map((b) => ({ image_url: abs(ctx.view, b.image_url), target_id: b.target_id }));
      return json(BannersResponseSchema, { status: 'ok', banners });
    }),
  ),

  http.get(
    '*/api/v2/agencies',
    route((ctx) => {
      const agencies = ctx.state.seed.agencies.map((a) => ({
        id: a.id,
        name: a.name,
        image_url: abs(ctx.view, a.image_url),
        suppliers:
          ctx.scenario === 'empty'
            ? []
            : a.supplier_ids.flatMap((id) => {
                const s = ctx.state.suppliers.get(id);
                return s ? [presentSupplier(ctx.state, ctx.view, s)] : [];
              }),
      }));
      return json(AgenciesResponseSchema, { status: 'ok', agencies });
    }),
  ),

  http.get(
    '*/api/v2/leaflets',
    route((ctx) => {
      const { lat, lon } = point(ctx);
      const radius = queryNumber(ctx, 'radius') ?? DEFAULT_LEAFLET_RADIUS_KM;
      const t = ctx.now.toISOString();
      const leaflets =
        ctx.scenario === 'empty'
          ? []
          : ctx.state.seed.leaflets
              .filter(
                (l) => l.start_at <= t && l.end_at >= t && haversineKm(lat, lon, l.lat, l.long) <= radius,
              )
              .map((l) => presentLeaflet(ctx.view, l));
      return json(LeafletsResponseSchema, { status: 'ok', leaflets });
    }),
  ),
];
