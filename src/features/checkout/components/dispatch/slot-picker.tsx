import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timeslot } from '#api/schemas/timeslots.ts';
import { formatMoney } from '#lib/money.ts';
import { dayName, nextDay, slotDays, slotWhen, slotWindow, todayKey, wallClock } from './slot-days';
import './slot-picker.css';

interface Props {
  slots: readonly Timeslot[];
  /** The chosen slot's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** The id the error summary focuses: given to the slot that takes Tab. */
  fieldId: string;
  /** The field's label. */
  labelledBy: string;
  /** Hint, error and notices, read with the slots. */
  describedBy: string;
  invalid: boolean;
  /** A fee the slot or the dispatch method carries, in cents; none is shown when null. */
  feeFor?: (slot: Timeslot) => number | null;
}

/** Where an arrow, Home or End moves in a radio group of `count`, wrapping; null for other keys. */
function moveTo(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight' || key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowLeft' || key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The slot as a calendar: day chips, then the chosen day's windows. Two radio groups (WAI-ARIA
 * radio pattern: one Tab stop each, arrows move and check), since choosing a day only shows its
 * times; the value changes only when a time is chosen.
 */
export function SlotPicker({
  slots,
  value,
  onChange,
  fieldId,
  labelledBy,
  describedBy,
  invalid,
  feeFor,
}: Props) {
  const { t, i18n } = useTranslation();
  const days = useMemo(() => slotDays(slots), [slots]);
  const [shown, setShown] = useState<string | null>(null);
  const dayRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const slotRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const chosenSlot = slots.find((slot) => slot.value === value) ?? null;
  const chosenDay = chosenSlot && days.find((d) => d.slots.includes(chosenSlot));
  const day = days.find((d) => d.key === shown) ?? chosenDay ?? days[0];
  if (!day) return null;
  const dayIndex = days.indexOf(day);
  const checkedIndex = day.slots.findIndex((slot) => slot.value === value);
  const tabIndex = Math.max(checkedIndex, 0);

  const today = todayKey();
  const dayLabel = (key: string) => {
    if (key === today) return t('dispatch.today');
    if (key === nextDay(today)) return t('dispatch.tomorrow');
    return wallClock(key) ? dayName(key, i18n.language) : key;
  };

  const dayKeys = (event: KeyboardEvent) => {
    const next = moveTo(event.key, dayIndex, days.length);
    if (next === null) return;
    event.preventDefault();
    setShown(days[next]!.key);
    dayRefs.current[next]?.focus();
  };
  const slotKeys = (event: KeyboardEvent) => {
    const next = moveTo(event.key, tabIndex, day.slots.length);
    if (next === null) return;
    event.preventDefault();
    onChange(day.slots[next]!.value);
    slotRefs.current[next]?.focus();
  };

  return (
    <div role="group" aria-labelledby={labelledBy} className="slot-picker">
      <div role="radiogroup" aria-label={t('dispatch.day_group')} className="slot-picker__days">
        {days.map((d, index) => (
          <button
            key={d.key}
            ref={(element) => {
              dayRefs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={d === day}
            tabIndex={d === day ? 0 : -1}
            className="slot-picker__chip"
            onClick={() => setShown(d.key)}
            onKeyDown={dayKeys}
          >
            {dayLabel(d.key)}
          </button>
        ))}
      </div>
      <div
        role="radiogroup"
        aria-label={t('dispatch.times_on', {
          day: wallClock(day.key) ? dayName(day.key, i18n.language) : day.key,
        })}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
        className="slot-picker__slots"
      >
        {day.slots.map((slot, index) => {
          const fee = feeFor?.(slot) ?? null;
          return (
            <button
              key={slot.value}
              id={index === tabIndex ? fieldId : undefined}
              ref={(element) => {
                slotRefs.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={index === checkedIndex}
              tabIndex={index === tabIndex ? 0 : -1}
              className="slot-picker__slot"
              onClick={() => onChange(slot.value)}
              onKeyDown={slotKeys}
            >
              <span>{slotWindow(slot)}</span>
              {fee !== null && fee > 0 && (
                <>
                  {' '}
                  <span className="slot-picker__fee">
                    {t('dispatch.slot_fee', { fee: formatMoney(fee) })}
                  </span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {chosenSlot && (
        <p className="slot-picker__chosen">
          {t('dispatch.chosen', { when: slotWhen(chosenSlot, i18n.language) })}
        </p>
      )}
    </div>
  );
}
