import { z } from 'zod';
import { CentsSchema, DateSchema, DateTimeSchema, IdSchema, okEnvelope } from './common.ts';
import { OrderItemSchema } from './order.ts';

export const SupplierOrderPackJobSchema = z.object({
  order_id: IdSchema,
  order_reference: z.string(),
  order_items: z.array(OrderItemSchema),
  agent_name: z.string().nullable(),
  requires_bags: z.boolean(),
  bag_price_in_cents: CentsSchema,
  order_subtotal_in_cents: CentsSchema,
  order_total_in_cents: CentsSchema,
  requires_shipping: z.boolean(),
  provider: z.string().nullable(),
  debtor_card_number: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type SupplierOrderPackJob = z.infer<typeof SupplierOrderPackJobSchema>;

export const PackJobResponseSchema = okEnvelope({ job: SupplierOrderPackJobSchema.optional() });
export type PackJobResponse = z.infer<typeof PackJobResponseSchema>;

export const DisputePackBodySchema = z.object({ reason: z.string().min(1) });
export type DisputePackBody = z.infer<typeof DisputePackBodySchema>;

/** Form-encoded: staff tools post these as plain HTML form fields. */
export const IssueFormBodySchema = z.object({
  reason: z.string().min(1),
  comment: z.string().optional(),
});
export type IssueFormBody = z.infer<typeof IssueFormBodySchema>;

export const IssuePackResponseSchema = okEnvelope({ job: SupplierOrderPackJobSchema });
export type IssuePackResponse = z.infer<typeof IssuePackResponseSchema>;

export const ImportSchema = z.object({
  id: IdSchema,
  import_type: z.string(),
  imported_at: DateTimeSchema.nullable(),
  status: z.string(),
  content_type: z.string(),
  supplier_id: IdSchema.nullable(),
  supplier_name: z.string().nullable(),
});
export type Import = z.infer<typeof ImportSchema>;

/** A browser file; documented as binary in the OpenAPI file. */
export const FileSchema = z
  .custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'must be a file')
  .meta({ type: 'string', format: 'binary' });

/** Manager uploads are multipart so the file travels unencoded. */
export const CreateImportBodySchema = z.object({
  import_type: z.string().min(1),
  supplier_id: IdSchema.optional(),
  file: FileSchema,
});
export type CreateImportBody = z.infer<typeof CreateImportBodySchema>;

export const UpdateImportBodySchema = z.object({
  import_type: z.string().min(1).optional(),
  supplier_id: IdSchema.optional(),
  file: FileSchema.optional(),
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
  visible_at: z.union([DateSchema, DateTimeSchema]).nullable(),
  published: z.boolean(),
});
export type ManagerLeaflet = z.infer<typeof ManagerLeafletSchema>;

export const CreateManagerLeafletBodySchema = ManagerLeafletSchema.omit({ path: true }).extend({
  file: FileSchema,
});
export type CreateManagerLeafletBody = z.infer<typeof CreateManagerLeafletBodySchema>;

export const ManagerLeafletResponseSchema = okEnvelope({ leaflet: ManagerLeafletSchema });
export type ManagerLeafletResponse = z.infer<typeof ManagerLeafletResponseSchema>;

/** Header every manager call must carry. */
export const ManagerHeadersSchema = z.object({ 'http-x-auth': z.string().min(1) });
