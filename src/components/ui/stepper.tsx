import { useEffect, useId, useRef } from 'react';
import type { MouseEvent, PointerEvent } from 'react';
import { canStepDown, formatQty, stepDown, stepUp, type QuantityRules } from '#lib/quantity.ts';
import './stepper.css';

/** A press held this long starts repeating (spec section 9). */
export const HOLD_DELAY_MS = 500;
/** While held, one more step every this many ms until release. */
export const REPEAT_MS = 50;

interface Props {
  value: number;
  onChange: (next: number) => void;
  /** Minimum, step, decimals and unit symbol (lib/quantity), so the stepper knows no products. */
  rules: QuantityRules;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /**
   * Where the stepper is a basket line's own (a tile, a basket row), decrease at the minimum takes
   * the item out instead of stopping there; it never repeats into that.
   */
  onBelowMinimum?: () => void;
  /** A one-row stepper beside other content: smaller buttons, the label for screen readers only. */
  compact?: boolean;
}

type Direction = 1 | -1;

/**
 * A quantity stepper: one step per press; holding a button repeats after HOLD_DELAY_MS every
 * REPEAT_MS until release. No maximum; decrease only while above the minimum.
 */
export function Stepper({
  value,
  onChange,
  rules,
  label,
  decreaseLabel,
  increaseLabel,
  onBelowMinimum,
  compact = false,
}: Props) {
  const labelId = useId();
  // Repeats fire faster than React re-renders, so each step reads the value the last one produced.
  const current = useRef(value);
  const delay = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const repeat = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  // Set by a pointer press so the click that follows it is not counted a second time.
  const pressed = useRef(false);

  useEffect(() => {
    current.current = value;
  }, [value]);

  const stop = () => {
    clearTimeout(delay.current);
    clearInterval(repeat.current);
    delay.current = undefined;
    repeat.current = undefined;
  };
  useEffect(() => stop, []);

  /** Takes one step; false when no further step that way is possible. */
  const step = (direction: Direction): boolean => {
    const from = current.current;
    if (direction === -1 && !canStepDown(from, rules)) {
      onBelowMinimum?.();
      return false;
    }
    const next = direction === 1 ? stepUp(from, rules) : stepDown(from, rules);
    current.current = next;
    onChange(next);
    return direction === 1 || canStepDown(next, rules);
  };

  const press = (event: PointerEvent<HTMLButtonElement>, direction: Direction) => {
    if (event.button !== 0) return;
    pressed.current = true;
    stop();
    // Keeps pointerup coming to this button even when a thumb slides off it while holding.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (!step(direction)) return;
    delay.current = setTimeout(() => {
      repeat.current = setInterval(() => {
        if (!step(direction)) stop();
      }, REPEAT_MS);
    }, HOLD_DELAY_MS);
  };

  // Enter, Space and assistive technology arrive as a click with no pointer press before it.
  const click = (event: MouseEvent<HTMLButtonElement>, direction: Direction) => {
    event.preventDefault();
    if (pressed.current) pressed.current = false;
    else step(direction);
  };

  const atMinimum = !canStepDown(value, rules) && !onBelowMinimum;
  const common = {
    type: 'button' as const,
    className: 'stepper__button',
    onPointerUp: stop,
    onPointerCancel: stop,
    onLostPointerCapture: stop,
    onKeyDown: () => {
      pressed.current = false;
    },
    // A long press must not open the phone's context menu or select text.
    onContextMenu: (event: MouseEvent) => event.preventDefault(),
  };

  return (
    <div className={compact ? 'stepper stepper--compact' : 'stepper'} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={compact ? 'visually-hidden' : 'stepper__label'}>
        {label}
      </span>
      {/* aria-disabled rather than disabled: a focused button that turns disabled drops keyboard focus. */}
      <button
        {...common}
        aria-label={decreaseLabel}
        aria-disabled={atMinimum}
        onPointerDown={(event) => press(event, -1)}
        onClick={(event) => click(event, -1)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <output className="stepper__value" aria-labelledby={labelId} aria-live="polite" aria-atomic="true">
        {formatQty(value, rules)}
      </output>
      <button
        {...common}
        aria-label={increaseLabel}
        onPointerDown={(event) => press(event, 1)}
        onClick={(event) => click(event, 1)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 12h14M12 5v14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
