import { http } from 'msw';
import {
  CartCompareDebugResponseSchema,
  CartCompareResponseSchema,
  CartResponseSchema,
  CartSyncBodySchema,
  CartValidationResponseSchema,
  CheckoutConfigResponseSchema,
  CompareSyncBodySchema,
  ValidateCartBodySchema,
  ValidatePicksBodySchema,
  ValidatePicksResponseSchema,
  type CartItemInput,
} from '#api/schemas/cart.ts';
import { ClientConfigResponseSchema } from '#api/schemas/client-config.ts';
import { checkCart } from '../db/cart-validation.ts';
import { compareCart } from '../db/compare.ts';
import { presentOffer } from '../db/present-catalog.ts';
import { nextId } from '../db/state.ts';
import type { StoredAccount, StoredCart } from '../db/store-types.ts';
import { requireAccount } from './auth.ts';
import { fail, json, queryNumber, readBody, resolveSupplier, route, type Ctx } from './context.ts';

// Checkout configuration, basket validation, basket sync and cross-supplier comparison.
// Order registration lives in order-create.ts.

function clientConfig(ctx: Ctx) {
  const supplier = resolveSupplier(ctx);
  const config = ctx.state.seed.client_configs.find((c) => c.supplier_id === supplier.id);
  if (!config) throw fail(404, 'No checkout configuration for this supplier');
  return { bags: config.bags, bag_price_in_cents: config.bag_price_in_cents, shipping: config.shipping };
}

function saveCart(
  ctx: Ctx,
  account: StoredAccount,
  items: readonly CartItemInput[],
  location: StoredCart['location'],
  proxyOrderId: number | null,
): Response {
  // One server basket per account: a sync replaces it.
  let cart = ctx.state.mut.carts.find((c) => c.account_id === account.id);
  if (!cart) {
    cart = {
      id: nextId(ctx.state, 'cart'),
      account_id: account.id,
      items: [],
      location: null,
      proxy_order_id: null,
      updated_at: '',
    };
    ctx.state.mut.carts.push(cart);
  }
  cart.items = items
    .filter((i) => ctx.state.offers.has(i.offer_id))
    .map((i) => ({ offer_id: i.offer_id, qty: i.qty }));
  cart.location = location;
  cart.proxy_order_id = proxyOrderId;
  cart.updated_at = ctx.now.toISOString();
  const lines = cart.items.flatMap((i) => {
    const offer = ctx.state.offers.get(i.offer_id);
    return offer ? [{ offer: presentOffer(ctx.state, ctx.view, offer), qty: i.qty }] : [];
  });
  return json(CartResponseSchema, {
    status: 'ok',
    cart: { id: cart.id, items: lines, location: cart.location, proxy_order_id: cart.proxy_order_id },
  });
}

function comparison(ctx: Ctx) {
  const account = requireAccount(ctx);
  const id = queryNumber(ctx, 'id');
  const cart = ctx.state.mut.carts.find((c) => c.id === id && c.account_id === account.id);
  if (!cart) throw fail(404, 'Basket not found; sync it first');
  const lat = queryNumber(ctx, 'lat');
  const lon = queryNumber(ctx, 'lon');
  const at = lat !== null && lon !== null ? { lat, lon } : cart.location;
  return compareCart(ctx.state, ctx.view, cart, at);
}

export const cartHandlers = [
  http.get(
    '*/shopit/v1/client_config.json',
    route((ctx) => json(ClientConfigResponseSchema, { status: 'ok', client_config: clientConfig(ctx) })),
  ),

  http.get(
    '*/cart/v1/checkout_config',
    route((ctx) => {
      requireAccount(ctx);
      return json(CheckoutConfigResponseSchema, { status: 'ok', checkout_config: clientConfig(ctx) });
    }),
  ),

  http.post(
    '*/api/v1/cart/validate',
    route(async (ctx) => {
      const account = requireAccount(ctx);
      const { cart, user } = await readBody(ctx, ValidateCartBodySchema);
      if (user.id !== account.id) return fail(403, 'The basket belongs to another account');
      const supplier = resolveSupplier(ctx, cart.supplier_id);
      const { validation } = checkCart(ctx.state, ctx.view, supplier, cart, account, ctx.now);
      return json(CartValidationResponseSchema, { status: 'ok', validation });
    }),
  ),

  http.post(
    '*/api/v1/offers/validate_picks',
    route(async (ctx) => {
      const { items } = await readBody(ctx, ValidatePicksBodySchema);
      const checked = items.flatMap((item) => {
        const offer = ctx.state.offers.get(item.offer_id);
        if (!offer) return [];
        const changed = item.price_in_cents !== undefined && item.price_in_cents !== offer.price_in_cents;
        const gone = !offer.published || offer.out_of_stock_at !== null;
        return [
          {
            offer: presentOffer(ctx.state, ctx.view, offer),
            qty: item.qty,
            out_of_stock: gone,
            price_changed: changed,
          },
        ];
      });
      return json(ValidatePicksResponseSchema, { status: 'ok', items: checked });
    }),
  ),

  http.post(
    '*/shopit/v1/compare/sync',
    route(async (ctx) => {
      const account = requireAccount(ctx);
      const body = await readBody(ctx, CompareSyncBodySchema);
      const location =
        body.lat !== undefined && body.lon !== undefined ? { lat: body.lat, lon: body.lon } : null;
      return saveCart(ctx, account, body.items, location, null);
    }),
  ),

  http.post(
    '*/cart/v1/sync',
    route(async (ctx) => {
      const account = requireAccount(ctx);
      const { cart } = await readBody(ctx, CartSyncBodySchema);
      return saveCart(ctx, account, cart.items, cart.location ?? null, cart.proxy_order_id ?? null);
    }),
  ),

  http.get(
    '*/cart/v1/compare',
    route((ctx) => {
      const { comparisons } = comparison(ctx);
      return json(CartCompareResponseSchema, { status: 'ok', comparisons });
    }),
  ),

  http.get(
    '*/cart/v1/compare_debug',
    route((ctx) => {
      const { comparisons, cheapest } = comparison(ctx);
      return json(CartCompareDebugResponseSchema, { status: 'ok', comparisons, cheapest });
    }),
  ),
];
