import { http } from 'msw';
import type { z } from 'zod/mini';
import { OkResponseSchema } from '#api/schemas/common.ts';
import {
  DisputePackBodySchema,
  ImportResponseSchema,
  IssuePackResponseSchema,
  ManagerLeafletResponseSchema,
  PackJobResponseSchema,
  type SupplierOrderPackJobSchema,
} from '#api/schemas/staff.ts';
import { orderTotals } from '../db/order-progress.ts';
import { presentItem } from '../db/present-order.ts';
import { nextId } from '../db/state.ts';
import type { StoredImport, StoredOrder } from '../db/store-types.ts';
import { MANAGER_AUTH, requireStaff } from './auth.ts';
import { fail, idParam, json, readBody, route, type Ctx } from './context.ts';

// Supplier staff (order packs: complete, dispute, issue) and manager uploads (imports, leaflets).
// Pack ids are order ids. Manager calls need `http-x-auth: demo-manager-key`.

function packOrder(ctx: Ctx): StoredOrder {
  requireStaff(ctx);
  const id = idParam(ctx, 'id');
  const order = ctx.state.mut.orders.find((o) => o.id === id);
  if (!order) throw fail(404, 'Pack job not found');
  return order;
}

function packRecord(ctx: Ctx, order: StoredOrder) {
  return (ctx.state.mut.packs[String(order.id)] ??= {
    completed_at: null,
    disputed_reason: null,
    issues: [],
  });
}

function job(ctx: Ctx, order: StoredOrder): z.input<typeof SupplierOrderPackJobSchema> {
  const account = ctx.state.mut.accounts.find((a) => a.id === order.account_id);
  const card = account?.debtor_cards.find(
    (c) => c.supplier_id === order.supplier_id && c.status === 'accepted',
  );
  const totals = orderTotals(order);
  return {
    order_id: order.id,
    order_reference: order.reference,
    order_items: order.items.map((i) => presentItem(ctx.state, ctx.view, order, i)),
    agent_name: 'Demo packer',
    requires_bags: order.requires_bags,
    bag_price_in_cents: order.bag_price_in_cents,
    order_subtotal_in_cents: totals.subtotal,
    order_total_in_cents: totals.total,
    requires_shipping: order.dispatch === 'deliver',
    provider: order.provider,
    debtor_card_number: order.provider === 'DEBTORCARD' ? (card?.debtor_card_number ?? null) : null,
    data: { ...packRecord(ctx, order) },
  };
}

async function formField(ctx: Ctx, name: string): Promise<string> {
  const form = new URLSearchParams(await ctx.request.text());
  const value = form.get(name)?.trim();
  if (!value) throw fail(422, `${name} is required`);
  return value;
}

function requireManager(ctx: Ctx): void {
  if (ctx.request.headers.get('http-x-auth') !== MANAGER_AUTH)
    throw fail(401, 'Manager authentication required');
}

async function multipart(ctx: Ctx): Promise<FormData> {
  try {
    return await ctx.request.formData();
  } catch {
    throw fail(400, 'Expected multipart/form-data');
  }
}

function importBody(ctx: Ctx, row: StoredImport) {
  const supplier = row.supplier_id === null ? undefined : ctx.state.suppliers.get(row.supplier_id);
  return {
    id: row.id,
    import_type: row.import_type,
    // Imports run instantly in the demo: queued for a few seconds, then done.
    imported_at: ctx.now.getTime() - Date.parse(row.created_at) > 5_000 ? row.created_at : null,
    status: ctx.now.getTime() - Date.parse(row.created_at) > 5_000 ? 'completed' : 'queued',
    content_type: row.content_type,
    supplier_id: row.supplier_id,
    supplier_name: supplier?.name ?? null,
  };
}

function fileType(form: FormData): string {
  const file = form.get('file');
  if (!(file instanceof Blob)) throw fail(422, 'file is required');
  return file.type || 'application/octet-stream';
}

export const staffHandlers = [
  http.post(
    '*/api/v1/supplier_order_pack/:id/complete',
    route((ctx) => {
      const order = packOrder(ctx);
      const at = ctx.now.toISOString();
      packRecord(ctx, order).completed_at ??= at;
      for (const item of order.items) item.packed_at ??= at;
      return json(PackJobResponseSchema, { status: 'ok', job: job(ctx, order) });
    }),
  ),

  http.post(
    '*/api/v1/supplier_order_pack/:id/dispute',
    route(async (ctx) => {
      const order = packOrder(ctx);
      const { reason } = await readBody(ctx, DisputePackBodySchema);
      packRecord(ctx, order).disputed_reason = reason;
      return json(PackJobResponseSchema, { status: 'ok', job: job(ctx, order) });
    }),
  ),

  http.post(
    '*/api/v1/supplier_order_pack/:id/issue',
    route(async (ctx) => {
      const order = packOrder(ctx);
      packRecord(ctx, order).issues.push(await formField(ctx, 'reason'));
      return json(IssuePackResponseSchema, { status: 'ok', job: job(ctx, order) });
    }),
  ),

  http.post(
    '*/api/v1/supplier_order_process/:id/issue',
    route(async (ctx) => {
      const order = packOrder(ctx);
      packRecord(ctx, order).issues.push(await formField(ctx, 'reason'));
      return json(OkResponseSchema, { status: 'ok' });
    }),
  ),

  http.post(
    '*/manager/api/v1/imports',
    route(async (ctx) => {
      requireManager(ctx);
      const form = await multipart(ctx);
      const importType = String(form.get('import_type') ?? '');
      if (!importType) return fail(422, 'import_type is required');
      const supplierId = form.get('supplier_id') ? Number(form.get('supplier_id')) : null;
      const row: StoredImport = {
        id: nextId(ctx.state, 'import'),
        import_type: importType,
        created_at: ctx.now.toISOString(),
        content_type: fileType(form),
        supplier_id: supplierId,
      };
      ctx.state.mut.imports.push(row);
      return json(ImportResponseSchema, { status: 'ok', import: importBody(ctx, row) });
    }),
  ),

  http.put(
    '*/manager/api/v1/imports/:id',
    route(async (ctx) => {
      requireManager(ctx);
      const row = ctx.state.mut.imports.find((i) => i.id === idParam(ctx, 'id'));
      if (!row) return fail(404, 'Import not found');
      const form = await multipart(ctx);
      if (form.get('import_type')) row.import_type = String(form.get('import_type'));
      if (form.get('supplier_id')) row.supplier_id = Number(form.get('supplier_id'));
      if (form.get('file')) row.content_type = fileType(form);
      row.created_at = ctx.now.toISOString();
      return json(ImportResponseSchema, { status: 'ok', import: importBody(ctx, row) });
    }),
  ),

  http.post(
    '*/manager/api/v1/leaflets',
    route(async (ctx) => {
      requireManager(ctx);
      const form = await multipart(ctx);
      fileType(form);
      const text = (name: string) => String(form.get(name) ?? '');
      const supplierIds = [...form.getAll('supplier_ids[]'), ...form.getAll('supplier_ids')]
        .map(Number)
        .filter(Number.isInteger);
      if (!text('name') || !text('start_at') || !text('end_at'))
        return fail(422, 'name, start_at and end_at are required');
      const id = nextId(ctx.state, 'import');
      return json(ManagerLeafletResponseSchema, {
        status: 'ok',
        leaflet: {
          name: text('name'),
          path: `/leaflets/${id}.pdf`,
          supplier_ids: supplierIds,
          start_at: text('start_at'),
          end_at: text('end_at'),
          visible_at: text('visible_at') || null,
          published: text('published') === 'true',
        },
      });
    }),
  ),
];
