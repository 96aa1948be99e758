import { describe, expect, it } from 'vitest';
import type { ShippingStatus } from '../../../src/api/schemas/order';
import {
  isLive,
  moneyStanding,
  packingOf,
  pillTone,
  shownStatus,
  stillOwes,
} from '../../../src/features/orders/status';

describe('status pills (spec section 4)', () => {
  it.each([
    ['collected', 'green'],
    ['delivered', 'green'],
    ['stock_short', 'red'],
    ['ready_for_collection', 'red'],
    ['pending_payment', 'red'],
    ['pending', 'yellow'],
    ['preparing', 'yellow'],
    ['ready_for_delivery', 'yellow'],
    ['out_for_delivery', 'yellow'],
    ['cancelled', 'none'],
    ['abandoned', 'none'],
    ['payment_processing', 'none'],
    ['something_new', 'none'],
  ])('%s is %s', (status, tone) => {
    expect(pillTone(status)).toBe(tone);
  });

  it('shows the shipping status, or the order status for a collection order (shipping_status null)', () => {
    expect(shownStatus({ status: 'pending_payment', shipping_status: 'out_for_delivery' })).toBe(
      'out_for_delivery',
    );
    expect(shownStatus({ status: 'ready_for_collection', shipping_status: null })).toBe(
      'ready_for_collection',
    );
  });

  it('says a line is to pack only while packing is ahead, whatever the shop left unmarked', () => {
    const unmarked = { packed_at: null };
    const marked = { packed_at: '2026-11-29T10:00:00Z' };
    const collection = (status: string) => ({ status, shipping_status: null });
    const delivery = (shipping: ShippingStatus) => ({ status: 'pending', shipping_status: shipping });
    for (const open of ['pending_payment', 'pending', 'preparing', 'stock_short'])
      expect(packingOf(collection(open), unmarked)).toBe('to_pack');
    expect(packingOf(delivery('payment_processing'), unmarked)).toBe('to_pack');
    for (const past of ['ready_for_collection', 'collected', 'cancelled', 'abandoned'])
      expect(packingOf(collection(past), unmarked)).toBeNull();
    for (const past of ['ready_for_delivery', 'out_for_delivery', 'delivered', 'cancelled'] as const)
      expect(packingOf(delivery(past), unmarked)).toBeNull();
    expect(packingOf(collection('preparing'), marked)).toBe('packed');
    expect(packingOf(collection('collected'), marked)).toBe('packed');
  });

  it('polls only orders that can still change', () => {
    expect(isLive({ status: 'preparing', shipping_status: null })).toBe(true);
    expect(isLive({ status: 'pending_payment', shipping_status: 'stock_short' })).toBe(true);
    for (const done of ['collected', 'delivered', 'cancelled', 'abandoned'])
      expect(isLive({ status: done, shipping_status: null })).toBe(false);
  });
});

describe('how an order’s money stands', () => {
  const order = (overrides: Partial<Parameters<typeof moneyStanding>[0]> = {}) => ({
    status: 'pending',
    shipping_status: null,
    payment_status: 'paid' as const,
    total_in_cents: 6_400,
    payable_balance_in_cents: 0,
    ...overrides,
  });

  it('names what the shop owes back on an overpaid order, and only when it says what it received', () => {
    expect(moneyStanding(order({ payment_status: 'overpaid', paid_in_cents: 12_800 }))).toEqual({
      kind: 'overpaid',
      amounts: { paid: 12_800, extra: 6_400, total: 6_400 },
    });
    expect(moneyStanding(order({ payment_status: 'overpaid' }))).toEqual({ kind: 'overpaid', amounts: null });
  });

  it('calls money held for a cancelled order a refund, whatever the payment status, and owes nothing', () => {
    const cancelled = { status: 'cancelled', payable_balance_in_cents: 6_400 };
    expect(moneyStanding(order({ ...cancelled, payment_status: 'underpaid', paid_in_cents: 1_000 }))).toEqual(
      {
        kind: 'refund',
        paid: 1_000,
      },
    );
    // A delivery order says so in its shipping status; no amount when the supplier gives none.
    const shipped = order({ status: 'pending', shipping_status: 'cancelled', payment_status: 'overpaid' });
    expect(moneyStanding(shipped)).toEqual({ kind: 'refund', paid: null });
    expect(moneyStanding(order({ ...cancelled, payment_status: 'pending_payment' }))).toBeNull();
    expect(moneyStanding(order({ ...cancelled, payment_status: 'overpaid', paid_in_cents: 0 }))).toBeNull();
    expect(stillOwes(order({ ...cancelled, payment_status: 'underpaid' }))).toBe(false);
  });

  it('says a part still to pay, and nothing for an order paid or not paid at all', () => {
    const underpaid = order({ payment_status: 'underpaid', payable_balance_in_cents: 5_400 });
    expect(moneyStanding({ ...underpaid, paid_in_cents: 1_000 })).toEqual({
      kind: 'underpaid',
      paid: 1_000,
      due: 5_400,
    });
    expect(moneyStanding(underpaid)).toEqual({ kind: 'underpaid', paid: null, due: 5_400 });
    expect(stillOwes(underpaid)).toBe(true);
    expect(moneyStanding(order())).toBeNull();
    expect(stillOwes(order())).toBe(false);
    const unpaid = order({ payment_status: 'pending_payment', payable_balance_in_cents: 6_400 });
    expect(moneyStanding(unpaid)).toBeNull();
    expect(stillOwes(unpaid)).toBe(true);
  });
});
