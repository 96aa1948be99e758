import { z } from 'zod/mini';
import { CentsSchema, DateSchema, DateTimeSchema, IdSchema, okEnvelope } from './common.ts';
import { OrderItemSchema } from './order.ts';

export const SupplierOrderPackJobSchema = z.object({
  order_id: IdSchema,
  order_reference: z.string(),
  order_items: z.array(OrderItemSchema),
  agent_name: z.nullable(z.string()),
  requires_bags: z.boolean(),
  bag_price_in_cents: CentsSchema,
  order_subtotal_in_cents: CentsSchema,
  order_total_in_cents: CentsSchema,
  requires_shipping: z.boolean(),
  provider: z.nullable(z.string()),
  debtor_card_number: z.nullable(z.string()),
  data: z.nullable(z.record(z.string(), z.unknown())),
});
export type SupplierOrderPackJob = z.infer<typeof SupplierOrderPackJobSchema>;

export const PackJobResponseSchema = okEnvelope({ job: z.optional(SupplierOrderPackJobSchema) });
export type PackJobResponse = z.infer<typeof PackJobResponseSchema>;

export const DisputePackBodySchema = z.object({ reason: z.string().check(z.minLength(1)) });
export type DisputePackBody = z.infer<typeof DisputePackBodySchema>;

/** Form-encoded: staff tools post these as plain HTML form fields. */
export const IssueFormBodySchema = z.object({
  reason: z.string().check(z.minLength(1)),
  comment: z.optional(z.string()),
});
export type IssueFormBody = z.infer<typeof IssueFormBodySchema>;

export const IssuePackResponseSchema = okEnvelope({ job: SupplierOrderPackJobSchema });
export type IssuePackResponse = z.infer<typeof IssuePackResponseSchema>;

export const ImportSchema = z.object({
  id: IdSchema,
  import_type: z.string(),
  imported_at: z.nullable(DateTimeSchema),
  status: z.string(),
  content_type: z.string(),
  supplier_id: z.nullable(IdSchema),
  supplier_name: z.nullable(z.string()),
});
export type Import = z.infer<typeof ImportSchema>;

/** A browser file; documented as binary in the OpenAPI file. */
export const FileSchema = z
  .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'must be a file')
  .check(z.meta({ type: 'string', format: 'binary' }));

/** Manager uploads are multipart so the file travels unencoded. */
export const CreateImportBodySchema = z.object({
  import_type: z.string().check(z.minLength(1)),
  supplier_id: z.optional(IdSchema),
  file: FileSchema,
});
export type CreateImportBody = z.infer<typeof CreateImportBodySchema>;

export const UpdateImportBodySchema = z.object({
  import_type: z.optional(z.string().check(z.minLength(1))),
  supplier_id: z.optional(IdSchema),
  file: z.optional(FileSchema),
});
export type UpdateImportBody = z.infer<typeof UpdateImportBodySchema>;

export const ImportResponseSchema = okEnvelope({ import: ImportSchema });
export type ImportResponse = z.infer<typeof ImportResponseSchema>;

export const ManagerLeafletSchema = z.object({
  name: z.string(),
  path: z.string(),
  supplier_ids: z.array(IdSchema),
  start_at: z.union([DateSchema, DateTimeSchema]),
  end_at: z.union([DateSchema, DateTimeSchema]),
  visible_at: z.nullable(z.union([DateSchema, DateTimeSchema])),
  published: z.boolean(),
});
export type ManagerLeaflet = z.infer<typeof ManagerLeafletSchema>;

export const CreateManagerLeafletBodySchema = z.extend(z.omit(ManagerLeafletSchema, { path: true }), {
  file: FileSchema,
});
export type CreateManagerLeafletBody = z.infer<typeof CreateManagerLeafletBodySchema>;

export const ManagerLeafletResponseSchema = okEnvelope({ leaflet: ManagerLeafletSchema });
export type ManagerLeafletResponse = z.infer<typeof ManagerLeafletResponseSchema>;

/** Header every manager call must carry. */
export const ManagerHeadersSchema = z.object({ 'http-x-auth': z.string().check(z.minLength(1)) });
