import { z } from 'zod/mini';
import { isSecureUrl } from '#lib/safe-url.ts';
import { DateSchema, DateTimeSchema, IdSchema, okEnvelope } from './common.ts';

export const SupplierHoursSchema = z.object({
  dayname: z.string(),
  formatted_hours: z.string(),
});
export type SupplierHours = z.infer<typeof SupplierHoursSchema>;

/**
 * Where a supplier's own API lives; the storefront sends that supplier's calls there (src/api/http-target.ts),
 * the signed-in ones included. Only https, or http on a loopback host for the fake API of local
 * development: a plain-http endpoint could be read or rewritten on the way, and javascript:, ftp: and
 * the like are no API at all.
 *
 * Anything else reads as null rather than failing the supplier. One bad entry would otherwise fail the
 * whole supplier list (and the cart and order answers that embed the supplier), and every shopper would
 * lose the shop picker for one supplier's typo. Null is the documented "served by the agency host"
 * value: the agency host either serves that supplier or answers with an ordinary error, and it is a
 * host the operator chose, so nothing is sent to the address the bad entry named. (Which origins get
 * the token at all is decided in http.ts from api.trusted_origins, whatever this field says.)
 */
const ApiEndpointSchema = z.catch(
  z.nullable(
    z
      .url()
      .check(
        z.refine(isSecureUrl, 'must be an https URL'),
        z.describe(
          'https URL of the supplier API (http only on localhost, 127.0.0.1 or [::1]); any other value is read as null',
        ),
      ),
  ),
  null,
);

export const SupplierSchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_url: z.nullable(z.string()),
  lat: z.number(),
  lon: z.number(),
  // null when the supplier is served from the agency host (agency mode).
  api_endpoint: ApiEndpointSchema,
  // Only distance_from responses carry a distance (km).
  distance: z.optional(z.number().check(z.nonnegative())),
  closed_text: z.nullable(z.string()),
  disabled: z.boolean(),
  formatted_address: z.nullable(z.string()),
  hours: z._default(z.array(SupplierHoursSchema), []),
  bank_name: z.optional(z.nullable(z.string())),
  bank_branch: z.optional(z.nullable(z.string())),
  bank_account: z.optional(z.nullable(z.string())),
  bank_account_name: z.optional(z.nullable(z.string())),
  bank_account_type: z.optional(z.nullable(z.string())),
  // Public by design: the card provider's browser SDK needs it.
  yoco_public_key: z.optional(z.nullable(z.string())),
});
export type Supplier = z.infer<typeof SupplierSchema>;

/** The short supplier form embedded in offers and orders. */
export const SupplierSummarySchema = z.pick(SupplierSchema, { id: true, name: true, image_url: true });
export type SupplierSummary = z.infer<typeof SupplierSummarySchema>;

export const BannerSchema = z.object({
  image_url: z.string(),
  // Category or offer the banner links to; null for a purely decorative banner.
  target_id: z.nullable(IdSchema),
});
export type Banner = z.infer<typeof BannerSchema>;

export const AdsSchema = z.object({
  banners: z.array(BannerSchema),
  popups: z.array(BannerSchema),
});
export type Ads = z.infer<typeof AdsSchema>;

export const LeafletSchema = z.object({
  id: IdSchema,
  name: z.string(),
  url: z.string(),
  supplier_id: IdSchema,
  start_at: z.nullable(z.union([DateSchema, DateTimeSchema])),
  end_at: z.nullable(z.union([DateSchema, DateTimeSchema])),
  lat: z.nullable(z.number()),
  // The server spells longitude "long" on leaflets.
  long: z.nullable(z.number()),
});
export type Leaflet = z.infer<typeof LeafletSchema>;

export const SupplierResponseSchema = okEnvelope({ supplier: SupplierSchema });
export type SupplierResponse = z.infer<typeof SupplierResponseSchema>;

export const SuppliersResponseSchema = okEnvelope({ suppliers: z.array(SupplierSchema) });
export type SuppliersResponse = z.infer<typeof SuppliersResponseSchema>;

export const BannersResponseSchema = okEnvelope({ banners: z.array(BannerSchema) });
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

export const AdsResponseSchema = okEnvelope({ ads: AdsSchema });
export type AdsResponse = z.infer<typeof AdsResponseSchema>;

export const LeafletsResponseSchema = okEnvelope({ leaflets: z.array(LeafletSchema) });
export type LeafletsResponse = z.infer<typeof LeafletsResponseSchema>;
