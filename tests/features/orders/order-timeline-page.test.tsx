import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../src/api/schemas/order';
import { SEA_POINT } from '../../support/fixtures';
import { renderApp } from '../../support/render-app';
import { advanceTime } from '../../../src/mocks/db/clock';
import { cancel, receive } from './order-money';
import { placeTestOrder } from './place-test-order';
import { expectFinishedFirst } from './timeline-expect';

// The order page's timeline as a shopper reads it (the rules: order-timeline-order.test.tsx).

async function openTimeline(make: () => Promise<Order>) {
  let placed!: Order;
  const { router } = await renderApp({
    user: 'demo',
    supplier: SEA_POINT,
    route: '/',
    before: async () => {
      placed = await make();
    },
  });
  await act(() => router.navigate(`/orders/${placed.id}`));
  await screen.findByRole('heading', { level: 1, name: `Order ${placed.reference}` });
  await userEvent.click(screen.getByRole('tab', { name: 'Timeline' }));
  const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
  const steps = items.map((item) => ({
    name: item.querySelector('.order-step__name')!.textContent,
    when: item.querySelector('.order-step__when')!.textContent,
    done: item.classList.contains('order-step--done'),
  }));
  return { placed, steps };
}

describe('the order page’s timeline', () => {
  it('says a cash order is paid at collection, below the accepted order', async () => {
    const { steps } = await openTimeline(() => placeTestOrder({ provider: 'CASH' }));
    expect(steps.map((s) => s.name)).toEqual([
      'Order accepted',
      'Preparing',
      'Ready for collection',
      'Awaiting payment',
      'Collected',
    ]);
    expect(steps[0]!.done).toBe(true);
    expect(steps[3]).toEqual({ name: 'Awaiting payment', when: 'Pay at collection', done: false });
    expectFinishedFirst(steps);
  });

  it('shows a fresh EFT order accepted, and the transfer due before the chosen collection', async () => {
    const { placed, steps } = await openTimeline(() => placeTestOrder({ provider: 'OFFLINE_EFT' }));
    expect(placed.status).toBe('pending_payment');
    expect(steps[0]).toMatchObject({ name: 'Order accepted', done: true });
    // The slot as the shop wrote it, time included.
    expect(placed.formatted_collection_date).toMatch(/\d\d:\d\d/);
    expect(steps[1]).toEqual({
      name: 'Awaiting payment',
      when: `Pay by EFT before your collection on ${placed.formatted_collection_date}`,
      done: false,
    });
    expectFinishedFirst(steps);
  });

  it('shows a paid card order’s payment confirmed right after acceptance', async () => {
    const { steps } = await openTimeline(async () => {
      const card = await placeTestOrder({ provider: 'CARD' });
      receive(card, card.total_in_cents);
      return card;
    });
    expect(steps.slice(0, 2)).toMatchObject([
      { name: 'Order accepted', done: true },
      { name: 'Payment confirmed', done: true },
    ]);
    expectFinishedFirst(steps);
  });

  it('says of a cancelled order that the rest will not happen, and its lines are not to be packed', async () => {
    const { steps } = await openTimeline(async () => {
      const cash = await placeTestOrder({ provider: 'CASH' });
      cancel(cash);
      return cash;
    });
    expect(steps[0]).toMatchObject({ name: 'Order accepted', done: true });
    expect(steps.slice(1).every((s) => s.when === 'Will not happen')).toBe(true);
    expect(screen.queryByText(/Pay at collection/)).toBeNull();
    expectFinishedFirst(steps);
    expect(screen.getByText('This order was cancelled.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Receipt' }));
    const lines = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toHaveTextContent(/Ordered: \d+/);
      expect(line).not.toHaveTextContent(/to pack/i);
    }
  });

  it('still says an open order’s lines are to pack', async () => {
    await openTimeline(() => placeTestOrder({ provider: 'CASH' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Receipt' }));
    const lines = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent(/to pack: \d+/);
  });

  it('says a collected order’s lines are packed, never still to pack', async () => {
    await openTimeline(async () => {
      const cash = await placeTestOrder({ provider: 'CASH' });
      advanceTime(11 * 60_000);
      return cash;
    });
    expect(screen.getAllByText('Collected').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Receipt' }));
    const lines = within(screen.getByRole('list', { name: 'Items' })).getAllByRole('listitem');
    for (const line of lines) {
      expect(line).toHaveTextContent(/Ordered: (\d+) · packed: \1/);
      expect(line).not.toHaveTextContent(/to pack/i);
    }
  });
});
