import { z } from 'zod';
import { DateSchema, DateTimeSchema, IdSchema, okEnvelope } from './common.ts';

export const SupplierHoursSchema = z.object({
  dayname: z.string(),
  formatted_hours: z.string(),
});
export type SupplierHours = z.infer<typeof SupplierHoursSchema>;

export const SupplierSchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_url: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  // null when the supplier is served from the agency host (agency mode).
  api_endpoint: z.url().nullable(),
  // Only distance_from responses carry a distance (km).
  distance: z.number().nonnegative().optional(),
  closed_text: z.string().nullable(),
  disabled: z.boolean(),
  formatted_address: z.string().nullable(),
  hours: z.array(SupplierHoursSchema).default([]),
  bank_name: z.string().nullable().optional(),
  bank_branch: z.string().nullable().optional(),
  bank_account: z.string().nullable().optional(),
  bank_account_name: z.string().nullable().optional(),
  bank_account_type: z.string().nullable().optional(),
  // Public by design: the card provider's browser SDK needs it.
  yoco_public_key: z.string().nullable().optional(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** The short supplier form embedded in offers and orders. */
export const SupplierSummarySchema = SupplierSchema.pick({ id: true, name: true, image_url: true });
export type SupplierSummary = z.infer<typeof SupplierSummarySchema>;

export const BannerSchema = z.object({
  image_url: z.string(),
  // Category or offer the banner links to; null for a purely decorative banner.
  target_id: IdSchema.nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const AdsSchema = z.object({
  banners: z.array(BannerSchema),
  popups: z.array(BannerSchema),
});
export type Ads = z.infer<typeof AdsSchema>;

export const AgencySchema = z.object({
  id: IdSchema.optional(),
  name: z.string(),
  image_url: z.string().nullable(),
  suppliers: z.array(SupplierSchema),
});
export type Agency = z.infer<typeof AgencySchema>;

export const LeafletSchema = z.object({
  id: IdSchema,
  name: z.string(),
  url: z.string(),
  supplier_id: IdSchema,
  start_at: z.union([DateSchema, DateTimeSchema]).nullable(),
  end_at: z.union([DateSchema, DateTimeSchema]).nullable(),
  lat: z.number().nullable(),
  // The server spells longitude "long" on leaflets.
  long: z.number().nullable(),
});
export type Leaflet = z.infer<typeof LeafletSchema>;

export const TimeslotSchema = z.object({
  value: z.string(),
  text: z.string(),
});
export type Timeslot = z.infer<typeof TimeslotSchema>;

export const SupplierResponseSchema = okEnvelope({ supplier: SupplierSchema });
export type SupplierResponse = z.infer<typeof SupplierResponseSchema>;

export const SuppliersResponseSchema = okEnvelope({ suppliers: z.array(SupplierSchema) });
export type SuppliersResponse = z.infer<typeof SuppliersResponseSchema>;

export const BannersResponseSchema = okEnvelope({ banners: z.array(BannerSchema) });
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

export const AdsResponseSchema = okEnvelope({ ads: AdsSchema });
export type AdsResponse = z.infer<typeof AdsResponseSchema>;

export const AgenciesResponseSchema = okEnvelope({ agencies: z.array(AgencySchema) });
export type AgenciesResponse = z.infer<typeof AgenciesResponseSchema>;

export const LeafletsResponseSchema = okEnvelope({ leaflets: z.array(LeafletSchema) });
export type LeafletsResponse = z.infer<typeof LeafletsResponseSchema>;

export const TimeslotsResponseSchema = okEnvelope({ timeslots: z.array(TimeslotSchema) });
export type TimeslotsResponse = z.infer<typeof TimeslotsResponseSchema>;
