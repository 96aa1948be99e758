import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Timeslot } from '../../../src/api/schemas/timeslots';
import { TimeslotField } from '../../../src/features/checkout/components/dispatch/timeslot-field';
import { checkoutStrings } from '../../../src/features/checkout/strings';
import { withStrings } from '../../../src/lib/i18n';
import { formatMoney, setCurrency } from '../../../src/lib/money';

// The collection slot as day chips and time buttons, two radio groups, at a fixed Saturday morning
// in Johannesburg (only Date is faked: user-event keeps its real timers).

withStrings({ strings: [checkoutStrings] });

const SLOTS: Timeslot[] = [
  { value: '2026-11-28T12:30:00+02:00', text: 'Sat 28 Nov, 12:30 – 14:30' },
  { value: '2026-11-28T14:30:00+02:00', text: 'Sat 28 Nov, 14:30 – 16:30' },
  { value: '2026-11-29T08:00:00+02:00', text: 'Sun 29 Nov, 08:00 – 10:00' },
  { value: '2026-11-30T08:00:00+02:00', text: 'Mon 30 Nov, 08:00 – 10:00' },
  { value: '2026-11-30T10:00:00+02:00', text: 'Mon 30 Nov, 10:00 – 12:00' },
  // Late at night UTC, already the next morning in Johannesburg.
  { value: '2026-11-30T23:00:00Z', text: 'Tue 1 Dec, 01:00 – 03:00' },
];

beforeEach(() => {
  setCurrency({ symbol: 'R', iso: 'ZAR' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T08:00:00+02:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The field in a form whose submit records the value it would send. */
function Form({ sent, fee }: { sent: (value: string) => void; fee?: (slot: Timeslot) => number | null }) {
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sent(value);
  };
  return (
    <form onSubmit={submit}>
      <TimeslotField
        word="collection"
        slots={{ data: SLOTS, isPending: false, error: null }}
        value={value}
        onChange={setValue}
        error={null}
        lost={false}
        feeFor={fee}
      />
      <button type="submit">Continue</button>
    </form>
  );
}

const days = () => screen.getByRole('radiogroup', { name: 'Day' });
const dayNames = () =>
  within(days())
    .getAllByRole('radio')
    .map((chip) => chip.textContent);
const times = (day: string) => screen.getByRole('radiogroup', { name: `Times on ${day}` });

describe('slot picker', () => {
  it("shows the days as chips and the first day's windows as radios, in Johannesburg time", () => {
    render(<Form sent={() => {}} />);
    expect(screen.getByRole('group', { name: 'Collection date' })).toContainElement(days());
    expect(dayNames()).toEqual(['Today', 'Tomorrow', 'Mon 30 Nov', 'Tue 1 Dec']);
    expect(within(days()).getByRole('radio', { name: 'Today' })).toBeChecked();
    const windows = within(times('Sat 28 Nov')).getAllByRole('radio');
    expect(windows.map((slot) => slot.textContent)).toEqual(['12:30 – 14:30', '14:30 – 16:30']);
    for (const slot of windows) expect(slot).not.toBeChecked();
  });

  it('moves and checks with the arrow keys, Home and End, one Tab stop per group', async () => {
    const user = userEvent.setup();
    render(<Form sent={() => {}} />);
    await user.tab();
    expect(within(days()).getByRole('radio', { name: 'Today' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const tomorrow = within(days()).getByRole('radio', { name: 'Tomorrow' });
    expect(tomorrow).toHaveFocus();
    expect(tomorrow).toBeChecked();
    expect(times('Sun 29 Nov')).toBeVisible();
    await user.keyboard('{End}');
    expect(within(days()).getByRole('radio', { name: 'Tue 1 Dec' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(within(days()).getByRole('radio', { name: 'Tue 1 Dec' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(days()).getByRole('radio', { name: 'Mon 30 Nov' })).toBeChecked();

    await user.tab();
    const monday = times('Mon 30 Nov');
    expect(within(monday).getByRole('radio', { name: '08:00 – 10:00' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const ten = within(monday).getByRole('radio', { name: '10:00 – 12:00' });
    expect(ten).toHaveFocus();
    expect(ten).toBeChecked();
    expect(within(monday).getByRole('radio', { name: '08:00 – 10:00' })).not.toBeChecked();
    expect(within(monday).getByRole('radio', { name: '08:00 – 10:00' })).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('submits the chosen slot as the supplier sent it, kept while another day is looked at', async () => {
    const user = userEvent.setup();
    const sent = vi.fn();
    render(<Form sent={sent} />);
    await user.click(within(days()).getByRole('radio', { name: 'Mon 30 Nov' }));
    await user.click(within(times('Mon 30 Nov')).getByRole('radio', { name: '10:00 – 12:00' }));
    expect(screen.getByText('Chosen: Mon 30 Nov, 10:00 – 12:00')).toBeVisible();
    await user.click(within(days()).getByRole('radio', { name: 'Today' }));
    for (const slot of within(times('Sat 28 Nov')).getAllByRole('radio')) expect(slot).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent).toHaveBeenCalledWith('2026-11-30T10:00:00+02:00');
  });

  it('shows a fee on the slots that carry one', () => {
    render(<Form sent={() => {}} fee={(slot) => (slot.value.includes('T12:30') ? 3_500 : null)} />);
    const day = times('Sat 28 Nov');
    expect(within(day).getByRole('radio', { name: `12:30 – 14:30 Fee ${formatMoney(3_500)}` })).toBeVisible();
    expect(formatMoney(3_500)).toMatch(/^R\s?35\.00$/);
    expect(within(day).getByRole('radio', { name: '14:30 – 16:30' })).toBeVisible();
  });
});
