import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_DELAY_MS, REPEAT_MS, Stepper } from '../../../src/components/ui/stepper';
import { quantityRules, type QuantityOffer } from '../../../src/lib/quantity';

const COUNTED: QuantityOffer = { per_kg: false };
const PER_KG: QuantityOffer = { per_kg: true, per_kg_symbol: 'kg' };

function Harness({
  offer,
  start,
  onChange,
}: {
  offer: QuantityOffer;
  start?: number;
  onChange?: (n: number) => void;
}) {
  const rules = quantityRules(offer);
  const [value, setValue] = useState(start ?? rules.min);
  return (
    <Stepper
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      rules={rules}
      label="Quantity"
      decreaseLabel="Decrease quantity"
      increaseLabel="Increase quantity"
    />
  );
}

const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const shown = () => screen.getByRole('status', { name: 'Quantity' });

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

// Hold timing runs on fake timers; user-event tests use real ones (Testing Library's async
// helpers wait on a real setTimeout, which fake timers would never fire).
function withFakeTimers() {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('Stepper', () => {
  it('names its buttons and announces the value in a live region inside a labelled group', () => {
    render(<Harness offer={COUNTED} />);
    expect(screen.getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    expect(shown()).toHaveTextContent('1');
    expect(shown()).toHaveAttribute('aria-live', 'polite');
    expect(plus()).toHaveAttribute('type', 'button');
  });

  it('takes exactly one step per click', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness offer={COUNTED} />);
    await user.click(plus());
    expect(shown()).toHaveTextContent('2');
    await user.click(plus());
    await user.click(minus());
    expect(shown()).toHaveTextContent('2');
  });

  it('steps per-kg items by their step from their minimum, shown with 3 decimals and the unit', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Harness
        offer={{ per_kg: true, per_kg_symbol: 'l', per_kg_qty_min: '0.500', per_kg_qty_step: '0.100' }}
      />,
    );
    expect(shown()).toHaveTextContent('0.500 l');
    await user.click(plus());
    expect(shown()).toHaveTextContent('0.600 l');
  });

  it('acts once per Enter or Space press from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness offer={COUNTED} />);
    plus().focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveTextContent('2');
    await user.keyboard(' ');
    expect(shown()).toHaveTextContent('3');
    minus().focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveTextContent('2');
    // Reaching the minimum keeps focus on the button (aria-disabled, not disabled).
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(shown()).toHaveTextContent('1');
    expect(minus()).toHaveFocus();
  });
});

describe('Stepper held down', () => {
  withFakeTimers();

  it('repeats every 50 ms once held for 500 ms, and stops on release', () => {
    render(<Harness offer={COUNTED} />);
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    expect(shown()).toHaveTextContent('2');
    advance(HOLD_DELAY_MS + REPEAT_MS - 1);
    expect(shown()).toHaveTextContent('2');
    advance(1);
    expect(shown()).toHaveTextContent('3');
    advance(REPEAT_MS);
    expect(shown()).toHaveTextContent('4');
    advance(REPEAT_MS * 4);
    expect(shown()).toHaveTextContent('8');
    fireEvent.pointerUp(plus(), { button: 0, pointerId: 1 });
    // The click that ends a pointer press is not a second step.
    fireEvent.click(plus(), { detail: 1 });
    advance(2_000);
    expect(shown()).toHaveTextContent('8');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a short press never repeats', () => {
    render(<Harness offer={COUNTED} />);
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    advance(HOLD_DELAY_MS - 1);
    fireEvent.pointerUp(plus(), { button: 0, pointerId: 1 });
    advance(2_000);
    expect(shown()).toHaveTextContent('2');
  });

  it('stops when the press is cancelled (the page scrolls) or capture is lost', () => {
    render(<Harness offer={COUNTED} />);
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    advance(HOLD_DELAY_MS + REPEAT_MS);
    fireEvent.pointerCancel(plus(), { pointerId: 1 });
    advance(1_000);
    expect(shown()).toHaveTextContent('3');
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 2 });
    advance(HOLD_DELAY_MS + REPEAT_MS);
    fireEvent.lostPointerCapture(plus(), { pointerId: 2 });
    advance(1_000);
    expect(shown()).toHaveTextContent('5');
  });

  it('ignores the secondary mouse button', () => {
    render(<Harness offer={COUNTED} />);
    fireEvent.pointerDown(plus(), { button: 2, pointerId: 1 });
    advance(1_000);
    expect(shown()).toHaveTextContent('1');
  });

  it('decreases only above the minimum: disabled there, and a held press stops at it', () => {
    const onChange = vi.fn();
    render(<Harness offer={PER_KG} start={0.4} onChange={onChange} />);
    expect(minus()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.pointerDown(minus(), { button: 0, pointerId: 1 });
    advance(HOLD_DELAY_MS + REPEAT_MS * 10);
    // 0.400 -> 0.350 -> 0.300 -> 0.250, then nothing more and no timer left running.
    expect(onChange.mock.calls.map(([qty]) => qty)).toEqual([0.35, 0.3, 0.25]);
    expect(shown()).toHaveTextContent('0.250 kg');
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    expect(vi.getTimerCount()).toBe(0);
    fireEvent.pointerUp(minus(), { pointerId: 1 });
    fireEvent.click(minus(), { detail: 0 });
    expect(shown()).toHaveTextContent('0.250 kg');
  });

  it('has no maximum', () => {
    render(<Harness offer={COUNTED} start={9_998} />);
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    advance(HOLD_DELAY_MS + REPEAT_MS * 3);
    expect(shown()).toHaveTextContent('10002');
  });

  it('keeps quantities to 5 decimals, free of float noise, however long it is held', () => {
    const onChange = vi.fn();
    render(
      <Harness
        offer={{ per_kg: true, per_kg_qty_min: '0.1', per_kg_qty_step: '0.0000123' }}
        onChange={onChange}
      />,
    );
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    advance(HOLD_DELAY_MS + REPEAT_MS * 99);
    fireEvent.pointerUp(plus(), { pointerId: 1 });
    const values = onChange.mock.calls.map(([qty]) => qty as number);
    expect(values).toHaveLength(100);
    // The step itself is rounded to 0.00001, and every sum to 5 decimals.
    expect(values[0]).toBe(0.10001);
    expect(values[99]).toBe(0.101);
    for (const value of values) expect(value).toBe(Number(value.toFixed(5)));
  });

  it('clears its timers when unmounted mid-hold', () => {
    const { unmount } = render(<Harness offer={COUNTED} />);
    fireEvent.pointerDown(plus(), { button: 0, pointerId: 1 });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
