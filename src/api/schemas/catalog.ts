import { z } from 'zod';
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
  image_url: z.string().nullable(),
  name: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const ComboItemSchema = z.object({
  name: z.string(),
  image_url: z.string().nullable(),
  combo_qty: z.number().positive(),
});
export type ComboItem = z.infer<typeof ComboItemSchema>;

export const CorrelationSchema = z.object({
  id: IdSchema,
  name: z.string(),
  position: z.number().int(),
  relation_id: IdSchema,
  relation_name: z.string(),
});
export type Correlation = z.infer<typeof CorrelationSchema>;

export const SellableSchema = z.object({
  id: IdSchema,
  name: z.string(),
  barcode: z.string().nullable(),
  brand: z.string().nullable(),
  brand_id: IdSchema.nullable(),
  pack: z.string().nullable(),
  pack_id: IdSchema.nullable(),
  product_id: IdSchema,
  product: z.string(),
  unit: z.string(),
  unit_id: IdSchema.nullable(),
  measurement: z.string().nullable(),
  image_url: z.string().nullable(),
  image_lg_url: z.string().nullable(),
  catalog_paths: z.array(z.string()).default([]),
  combo_items: z.array(ComboItemSchema).default([]),
  correlations: z.array(CorrelationSchema).default([]),
});
export type Sellable = z.infer<typeof SellableSchema>;

export const OfferSchema = z.object({
  id: IdSchema,
  name: z.string(),
  // Pre-formatted by the server ("R 12.50"); arithmetic uses price_in_cents.
  price: z.string(),
  price_in_cents: CentsSchema,
  base_price_in_cents: CentsSchema.nullable(),
  price_updated_at: DateTimeSchema.nullable(),
  promo: z.boolean(),
  published: z.boolean(),
  stokvel: z.boolean(),
  start_at: DateTimeSchema.nullable(),
  end_at: DateTimeSchema.nullable(),
  created_at: DateTimeSchema,
  low_stock_label: z.string().nullable(),
  low_stock_string: z.string().nullable(),
  out_of_stock_at: DateTimeSchema.nullable(),
  out_of_stock_streak: z.number().int().nonnegative().default(0),
  root_category_name: z.string().nullable(),
  per_kg: z.boolean().default(false),
  per_kg_symbol: z.string().nullable().default(null),
  per_kg_conversion_rate: DecimalStringSchema.default('1.0'),
  per_kg_qty_min: DecimalStringSchema.default('0.250'),
  per_kg_qty_step: DecimalStringSchema.default('0.050'),
  sellable: SellableSchema,
  supplier: SupplierSummarySchema,
});
export type Offer = z.infer<typeof OfferSchema>;

export const NamedRefSchema = z.object({ id: IdSchema, name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

export const ProductSchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_url: z.string().nullable(),
  visibility: z.string(),
  brands: z.array(BrandSchema).default([]),
  relations: z.array(NamedRefSchema).default([]),
  units: z.array(NamedRefSchema).default([]),
  packs: z.array(NamedRefSchema).default([]),
  sellables: z.array(SellableSchema).default([]),
  product_types: z.array(NamedRefSchema).default([]),
  catalog_paths: z.array(z.string()).default([]),
});
export type Product = z.infer<typeof ProductSchema>;

/** A product or sub-category as listed inside a category. */
export const CatalogEntrySchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_url: z.string().nullable(),
});
export type CatalogEntry = z.infer<typeof CatalogEntrySchema>;

export const CategorySchema = z.object({
  id: IdSchema,
  name: z.string(),
  image_url: z.string().nullable(),
  categories: z.array(CatalogEntrySchema).default([]),
  products: z.array(CatalogEntrySchema).default([]),
});
export type Category = z.infer<typeof CategorySchema>;

export const RootCategorySchema = CategorySchema.extend({
  categories_count: z.number().int().nonnegative(),
  products_count: z.number().int().nonnegative(),
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
  pagination: PaginationSchema.optional(),
});
export type OffersResponse = z.infer<typeof OffersResponseSchema>;

export const OfferSearchResponseSchema = okEnvelope({
  offers: z.array(OfferSchema),
  pagination: PaginationSchema,
});
export type OfferSearchResponse = z.infer<typeof OfferSearchResponseSchema>;
