import { http } from 'msw';
import {
  AddressesResponseSchema,
  AddressResponseSchema,
  CreateAddressBodySchema,
  DebtorCardResponseSchema,
  NewDebtorCardBodySchema,
} from '#api/schemas/account-calls.ts';
import { OkResponseSchema } from '#api/schemas/common.ts';
import { presentAccount } from '../db/accounts.ts';
import { nextId } from '../db/state.ts';
import { requireSelf } from './auth.ts';
import { fail, idempotent, idParam, json, readBody, route } from './context.ts';

// Saved delivery addresses (v1 and v2) and debtor card requests.

function checkVersion(version: string | undefined): void {
  if (version !== 'v1' && version !== 'v2') throw fail(404, 'Unknown API version');
}

export const addressHandlers = [
  http.get(
    '*/api/:version/users/:user_id/addresses',
    route((ctx) => {
      checkVersion(ctx.params.version);
      const account = requireSelf(ctx, idParam(ctx, 'user_id'));
      return json(AddressesResponseSchema, {
        status: 'ok',
        addresses: presentAccount(account, ctx.now).addresses ?? [],
      });
    }),
  ),

  http.post(
    '*/api/:version/users/:user_id/addresses',
    route(async (ctx) => {
      checkVersion(ctx.params.version);
      const account = requireSelf(ctx, idParam(ctx, 'user_id'));
      const { address } = await readBody(ctx, CreateAddressBodySchema);
      const id = idempotent(ctx, 'address', () => {
        const created = {
          id: nextId(ctx.state, 'address'),
          bridge_id: address.bridge_id ?? null,
          bridge_name: null,
          created_at: ctx.now.toISOString(),
          formatted: address.formatted,
          latitude: address.latitude,
          longitude: address.longitude,
          unit_or_floor: address.unit_or_floor ?? '',
        };
        account.addresses.push(created);
        return created.id;
      });
      const saved = presentAccount(account, ctx.now).addresses?.find((a) => a.id === id);
      return saved
        ? json(AddressResponseSchema, { status: 'ok', address: saved })
        : fail(404, 'Address not found');
    }),
  ),

  http.delete(
    '*/api/v1/users/:user_id/addresses/:id',
    route((ctx) => {
      const account = requireSelf(ctx, idParam(ctx, 'user_id'));
      const id = idParam(ctx, 'id');
      const index = account.addresses.findIndex((a) => a.id === id);
      if (index < 0) return fail(404, 'Address not found');
      account.addresses.splice(index, 1);
      return json(OkResponseSchema, { status: 'ok' });
    }),
  ),

  http.post(
    '*/api/v1/users/:id/new_debtor_card',
    route(async (ctx) => {
      const account = requireSelf(ctx, idParam(ctx, 'id'));
      const body = await readBody(ctx, NewDebtorCardBodySchema);
      const supplier = ctx.state.suppliers.get(body.supplier_id);
      if (!supplier) return fail(404, 'Supplier not found');
      if (!account.id_number || !account.business_address_1) {
        return fail(422, 'Register as a debtor first: ID number and business address are required');
      }
      const id = idempotent(ctx, 'debtor_card', () => {
        const open = account.debtor_cards.find(
          (c) => c.supplier_id === supplier.id && c.status !== 'rejected',
        );
        if (open) throw fail(422, 'You already have a debtor card for this supplier');
        const card = {
          id: nextId(ctx.state, 'card'),
          supplier_id: supplier.id,
          status: 'pending' as const,
          debtor_card_number: '',
          supplier_branch: body.supplier_branch ?? supplier.name,
          balance_in_cents: 0,
        };
        account.debtor_cards.push(card);
        // Approved by the "supplier" a couple of minutes later; see DEBTOR_APPROVAL_MS.
        account.debtor_requested_at = {
          ...account.debtor_requested_at,
          [String(card.id)]: ctx.now.toISOString(),
        };
        return card.id;
      });
      const card = presentAccount(account, ctx.now).debtor_cards?.find((c) => c.id === id);
      return card
        ? json(DebtorCardResponseSchema, { status: 'ok', debtor_card: card })
        : fail(404, 'Card not found');
    }),
  ),
];
