import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { configureAnalytics, onTrack } from '../../../src/analytics/analytics';
import { initI18n } from '../../../src/lib/i18n';
import { basketSupplierId, cartTotalInCents, useCartStore } from '../../../src/domain/basket/cart-store';
import { useDialogsStore } from '../../../src/stores/dialogs-store';
import { useSuppliersStore } from '../../../src/stores/suppliers-store';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { SEA_POINT } from '../../support/fixtures';
import { answerOnlyWith } from '../../support/msw';
import { alerts, counted, offer, open } from './add-to-cart-fixtures';

// The add-to-basket panel on its own: price, valid until, stepper, total, savings and the three
// ways out (add, update, remove). Adding to an order being edited: add-to-cart-order-editing.test.tsx.

// No backend: a test answers the calls it expects, and any other request fails.
answerOnlyWith();

beforeEach(() => {
  initI18n();
  setDeploymentConfig(parseDeploymentConfig(reference));
});
afterEach(() => configureAnalytics({ enabled: false }));

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const total = (dialog: HTMLElement) => within(dialog).getByText('Total').nextElementSibling;

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
