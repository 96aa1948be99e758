import { z } from 'zod/mini';
import {
  CentsSchema,
  DateTimeSchema,
  DecimalStringSchema,
  IdSchema,
  PaginationSchema,
  okEnvelope,
} from './common.ts';
import { SupplierSummarySchema } from './supplier.ts';

export const BrandSchema = z.object({
  id: IdSchema,
  image_url: z.nullable(z.string()),
  name: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const ComboItemSchema = z.object({
  name: z.string(),
  image_url: z.nullable(z.string()),
  combo_qty: z.number().check(z.positive()),
});
export type ComboItem = z.infer<typeof ComboItemSchema>;

export const CorrelationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  position: z.number().check(z.int()),
  relation_id: IdSchema,
  relation_name: z.string(),
});
export type Correlation = z.infer<typeof CorrelationSchema>;

export const SellableSchema = z.object({
  id: IdSchema,
  name: z.string(),
  barcode: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  brand_id: z.nullable(IdSchema),
  pack: z.nullable(z.string()),
  pack_id: z.nullable(IdSchema),
  product_id: IdSchema,
  product: z.string(),
  unit: z.string(),
  unit_id: z.nullable(IdSchema),
  measurement: z.nullable(z.string()),
  image_url: z.nullable(z.string()),
  image_lg_url: z.nullable(z.string()),
  catalog_paths: z._default(z.array(z.string()), []),
  combo_items: z._default(z.array(ComboItemSchema), []),
  correlations: z._default(z.array(CorrelationSchema), []),
});
export type Sellable = z.infer<typeof SellableSchema>;

export const OfferSchema = z.object({
  id: IdSchema,
  name: z.string(),
  // Pre-formatted by the server ("R 12.50"); arithmetic uses price_in_cents.
  price: z.string(),
  price_in_cents: CentsSchema,
  base_price_in_cents: z.nullable(CentsSchema),
  price_updated_at: z.nullable(DateTimeSchema),
  promo: z.boolean(),
  published: z.boolean(),
  stokvel: z.boolean(),
  start_at: z.nullable(DateTimeSchema),
  end_at: z.nullable(DateTimeSchema),
  created_at: DateTimeSchema,
  low_stock_label: z.nullable(z.string()),
  low_stock_string: z.nullable(z.string()),
  out_of_stock_at: z.nullable(DateTimeSchema),
  out_of_stock_streak: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  root_category_name: z.nullable(z.string()),
  per_kg: z._default(z.boolean(), false),
  per_kg_symbol: z._default(z.nullable(z.string()), null),
  per_kg_conversion_rate: z._default(DecimalStringSchema, '1.0'),
  per_kg_qty_min: z._default(DecimalStringSchema, '0.250'),
  per_kg_qty_step: z._default(DecimalStringSchema, '0.050'),
  sellable: SellableSchema,
  supplier: SupplierSummarySchema,
});
export type Offer = z.infer<typeof OfferSchema>;

export const NamedRefSchema = z.object({ id: IdSchema, name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

export const ProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_url: z.nullable(z.string()),
  visibility: z.string(),
  brands: z._default(z.array(BrandSchema), []),
  relations: z._default(z.array(NamedRefSchema), []),
  units: z._default(z.array(NamedRefSchema), []),
  packs: z._default(z.array(NamedRefSchema), []),
  sellables: z._default(z.array(SellableSchema), []),
  product_types: z._default(z.array(NamedRefSchema), []),
  catalog_paths: z._default(z.array(z.string()), []),
});
export type Product = z.infer<typeof ProductSchema>;

/** A product or sub-category as listed inside a category. */
export const CatalogEntrySchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_url: z.nullable(z.string()),
});
export type CatalogEntry = z.infer<typeof CatalogEntrySchema>;

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_url: z.nullable(z.string()),
  categories: z._default(z.array(CatalogEntrySchema), []),
  products: z._default(z.array(CatalogEntrySchema), []),
});
export type Category = z.infer<typeof CategorySchema>;

export const RootCategorySchema = z.extend(CategorySchema, {
  categories_count: z.number().check(z.int(), z.nonnegative()),
  products_count: z.number().check(z.int(), z.nonnegative()),
});
export type RootCategory = z.infer<typeof RootCategorySchema>;

export const CategoriesResponseSchema = okEnvelope({ categories: z.array(RootCategorySchema) });
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

export const CategoryResponseSchema = okEnvelope({ category: CategorySchema });
export type CategoryResponse = z.infer<typeof CategoryResponseSchema>;

export const ProductResponseSchema = okEnvelope({ product: ProductSchema });
export type ProductResponse = z.infer<typeof ProductResponseSchema>;

/** Offer lists; pagination is present only where the call is paginated (search). */
export const OffersResponseSchema = okEnvelope({
  offers: z.array(OfferSchema),
  pagination: z.optional(PaginationSchema),
});
export type OffersResponse = z.infer<typeof OffersResponseSchema>;

export const OfferSearchResponseSchema = okEnvelope({
  offers: z.array(OfferSchema),
  pagination: PaginationSchema,
});
export type OfferSearchResponse = z.infer<typeof OfferSearchResponseSchema>;
