import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfferSchema, type Offer } from '../../../src/api/schemas/catalog';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { configureAnalytics, onTrack } from '../../../src/analytics/analytics';
import { initI18n } from '../../../src/lib/i18n';
import { createQueryClient } from '../../../src/lib/query-client';
import * as orderKeys from '../../../src/api/keys/orders';
import { useAccountStore } from '../../../src/stores/account-store';
import { useAlertsStore } from '../../../src/stores/alerts-store';
import { basketSupplierId, cartTotalInCents, useCartStore } from '../../../src/stores/cart-store';
import { useDialogsStore } from '../../../src/stores/dialogs-store';
import { useOrdersStore } from '../../../src/stores/orders-store';
import { useSuppliersStore } from '../../../src/stores/suppliers-store';
import { renderAddToCart } from '../../support/render-add-to-cart';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { anAccount, anOffer, SEA_POINT } from '../../support/fixtures';
import { answerOnlyWith, server } from '../../support/msw';

// The add-to-basket panel on its own: price, valid until, stepper, total, savings and the three
// ways out (add, update, remove), plus adding to an order being edited.

const HOST = reference.api.agency_host;
// No backend: a test answers the calls it expects, and any other request fails.
answerOnlyWith();

beforeEach(() => {
  initI18n();
  setDeploymentConfig(parseDeploymentConfig(reference));
});
afterEach(() => configureAnalytics({ enabled: false }));

/** Rolled oats at R 32.90 per kg unless overridden. */
const offer = (overrides: Parameters<typeof anOffer>[0] = {}): Offer => OfferSchema.parse(anOffer(overrides));
const counted = (overrides: Parameters<typeof anOffer>[0] = {}) =>
  offer({
    id: 9002,
    name: 'Beeswax wraps',
    price: 'R 120.00',
    price_in_cents: 12_000,
    per_kg: false,
    ...overrides,
  });

function open(item: Offer, queryClient = createQueryClient({ retry: false })) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderAddToCart(item, { queryClient, onClose });
  const dialog = screen.getByRole('dialog', { name: item.name });
  return { user, onClose, dialog };
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const total = (dialog: HTMLElement) => within(dialog).getByText('Total').nextElementSibling;
const alerts = () => useAlertsStore.getState().alerts.map((alert) => alert.message);

describe('add-to-basket panel', () => {
  it('starts a per-kg item at its minimum, totals price x qty and says the measurement may vary', async () => {
    const { user, dialog } = open(offer());
    expect(within(dialog).getByText('R 32.90')).toBeInTheDocument();
    expect(within(dialog).getByText('/ kg')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('0.250 kg');
    expect(within(dialog).getByText('*measurement may vary up to 5%')).toBeInTheDocument();
    // 3290 x 0.25 = 822.5 cents, rounded half up like a till.
    expect(total(dialog)).toHaveTextContent('R 8.23');
    await user.click(plus());
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('0.300 kg');
    expect(total(dialog)).toHaveTextContent('R 9.87');
  });

  it('applies the per-kg conversion rate to the total', () => {
    const { dialog } = open(offer({ per_kg_conversion_rate: '2.0' }));
    expect(total(dialog)).toHaveTextContent('R 16.45');
  });

  it('counts other items one by one without the measurement notice', async () => {
    const { user, dialog } = open(counted());
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent(/^1$/);
    expect(within(dialog).queryByText('*measurement may vary up to 5%')).not.toBeInTheDocument();
    await user.click(plus());
    expect(total(dialog)).toHaveTextContent('R 240.00');
  });

  it('shows until when the offer is valid, in the shop time zone and current language', () => {
    const { dialog } = open(counted({ end_at: '2026-04-28T22:30:00Z' }));
    // 00:30 on the 29th in Johannesburg.
    expect(within(dialog).getByText('Valid until 29 Apr 2026')).toBeInTheDocument();
  });

  it('disables Add for an out-of-stock offer', () => {
    const { dialog } = open(counted({ out_of_stock_at: '2026-01-01T08:00:00Z' }));
    expect(within(dialog).getByRole('button', { name: 'Add to basket' })).toBeDisabled();
    expect(within(dialog).getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows stokvel savings (base - price) x qty on stokvel offers', async () => {
    const { user, dialog } = open(
      counted({ stokvel: true, price_in_cents: 40_000, base_price_in_cents: 46_500 }),
    );
    expect(within(dialog).getByText('Stokvel savings').nextElementSibling).toHaveTextContent('R 65.00');
    await user.click(plus());
    expect(within(dialog).getByText('Stokvel savings').nextElementSibling).toHaveTextContent('R 130.00');
  });

  it('shows no savings line when a stokvel offer is not cheaper than its base price', () => {
    const { dialog } = open(counted({ stokvel: true, base_price_in_cents: 12_000 }));
    expect(within(dialog).queryByText('Stokvel savings')).not.toBeInTheDocument();
  });

  it('adds to the basket, tracks add_to_cart, confirms and closes', async () => {
    configureAnalytics({ enabled: true });
    const seen: unknown[] = [];
    const stop = onTrack((event, params) => seen.push([event, params]));
    const item = offer();
    const { user, onClose, dialog } = open(item);
    await user.click(plus());
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    stop();
    expect(useCartStore.getState().items.map((line) => [line.offer_id, line.qty])).toEqual([[item.id, 0.3]]);
    expect(cartTotalInCents(useCartStore.getState())).toBe(987);
    expect(onClose).toHaveBeenCalledOnce();
    expect(alerts()).toEqual(['Added to your basket: Rolled oats']);
    expect(seen).toEqual([
      [
        'add_to_cart',
        {
          currency: 'ZAR',
          value: 9.87,
          items: [{ item_id: '9001', item_name: 'Rolled oats', price: 32.9, quantity: 0.3 }],
        },
      ],
    ]);
  });

  it('starts from the basket quantity of an offer already in it, and updates or removes it', async () => {
    const item = counted();
    useCartStore.getState().setQty(item, 3);
    const first = open(item);
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent(/^3$/);
    expect(within(first.dialog).queryByRole('button', { name: 'Add to basket' })).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Update basket' }));
    expect(useCartStore.getState().items[0]?.qty).toBe(2);
    expect(alerts()).toContain('Basket updated: Beeswax wraps');

    cleanup();
    const second = open(item);
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Remove' }));
    expect(useCartStore.getState().items).toEqual([]);
    expect(second.onClose).toHaveBeenCalledOnce();
  });

  it('asks before replacing a basket that holds another supplier’s offers', async () => {
    // A shop is chosen: its basket holds its own offers (only price comparison mixes shops).
    useSuppliersStore.getState().select(SEA_POINT);
    const elsewhere = counted({ id: 7, supplier: { id: 99, name: 'Elsewhere', image_url: null } });
    useCartStore.getState().setQty(elsewhere, 1);
    const item = offer();
    const { user, dialog } = open(item);
    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    expect(useDialogsStore.getState().confirm?.message).toMatch(/another shop/);
    useDialogsStore.getState().settleConfirm(false);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Add to basket' })).toBeEnabled());
    expect(useCartStore.getState().items.map((line) => line.offer_id)).toEqual([7]);

    await user.click(within(dialog).getByRole('button', { name: 'Add to basket' }));
    useDialogsStore.getState().settleConfirm(true);
    await waitFor(() => expect(useCartStore.getState().items.map((line) => line.offer_id)).toEqual([9001]));
    expect(basketSupplierId(useCartStore.getState())).toBe(14);
  });
});

describe('adding while an order is being edited', () => {
  const result = (flags: Record<string, unknown> = {}) => ({
    status: 'ok',
    out_of_stock: false,
    updated: false,
    payable_amount_error: null,
    modifications: [],
    ...flags,
  });

  it('validates, then modifies the order with one idempotency key, and ends editing mode', async () => {
    useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077' });
    const calls: { path: string; body: unknown; key: string | null }[] = [];
    server.use(
      http.post(`${HOST}/api/v1/orders/:id/:action`, async ({ request, params }) => {
        calls.push({
          path: `${String(params.id)}/${String(params.action)}`,
          body: await request.json(),
          key: request.headers.get('Idempotency-Key'),
        });
        return HttpResponse.json(result());
      }),
    );
    const item = counted();
    const { user, dialog, onClose } = open(item);
    await user.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const body = { modifications: [{ action: 'add', offer_id: 9002, qty: 1 }] };
    expect(calls.map(({ path, body: sent }) => [path, sent])).toEqual([
      ['77/validate_modifications', body],
      ['77/modify', body],
    ]);
    expect(calls[1]?.key).toMatch(/.{8,}/);
    expect(useOrdersStore.getState().editing).toBeNull();
    expect(useCartStore.getState().items).toEqual([]);
    expect(alerts()).toEqual(['Added to order ZWP-0077']);
    // Back on the order, which shows what was added.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/orders/77'));
  });

  it('refreshes the changed order and the open-orders list', async () => {
    useAccountStore.getState().signIn(anAccount({ id: 501 }), 'tok');
    useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077' });
    server.use(http.post(`${HOST}/api/v1/orders/:id/:action`, () => HttpResponse.json(result())));
    const queryClient = createQueryClient({ retry: false });
    const order = orderKeys.detail(501, 77);
    const open_ = orderKeys.open(501);
    queryClient.setQueryData(order, { id: 77 });
    queryClient.setQueryData(open_, { status: 'ok', orders: [] });
    const { user, dialog, onClose } = open(counted(), queryClient);
    await user.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(queryClient.getQueryState(order)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(open_)?.isInvalidated).toBe(true);
  });

  it('stays in editing mode and says why when the supplier flags the change', async () => {
    useOrdersStore.getState().startEditing({ orderId: 77, reference: 'ZWP-0077' });
    const modify = vi.fn();
    server.use(
      http.post(`${HOST}/api/v1/orders/:id/validate_modifications`, () =>
        HttpResponse.json(result({ out_of_stock: true })),
      ),
      http.post(`${HOST}/api/v1/orders/:id/modify`, () => {
        modify();
        return HttpResponse.json(result());
      }),
    );
    const { user, dialog, onClose } = open(counted());
    await user.click(within(dialog).getByRole('button', { name: 'Add to order ZWP-0077' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some newly added items have gone out of stock',
    );
    expect(modify).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(useOrdersStore.getState().editing).not.toBeNull();
  });
});
