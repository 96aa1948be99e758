import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Timeslot } from '#api/schemas/timeslots.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { SlotPicker } from './slot-picker';

/** The date field's id: where the error summary sends the shopper, whatever stands there. */
export const DATE_FIELD_ID = 'collection-date';
const ERROR_ID = `${DATE_FIELD_ID}-error`;
const LOST_ID = `${DATE_FIELD_ID}-lost`;
const HINT_ID = `${DATE_FIELD_ID}-hint`;
const LABEL_ID = `${DATE_FIELD_ID}-label`;

export type DispatchWord = 'collection' | 'delivery';

interface Props {
  word: DispatchWord;
  slots: Pick<UseQueryResult<Timeslot[]>, 'data' | 'isPending' | 'error'>;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The stored slot was no longer offered and has been cleared. */
  lost: boolean;
  /** A fee the slot or the dispatch method carries, in cents, shown on the slot. */
  feeFor?: (slot: Timeslot) => number | null;
}

/** The collection or delivery slot: day chips, then that day's windows (slot-picker.tsx). */
export function TimeslotField({ word, slots, value, onChange, error, lost, feeFor }: Props) {
  const { t } = useTranslation();
  const label = t(word === 'collection' ? 'dispatch.date_label_collection' : 'dispatch.date_label_delivery');
  const errorText = error && (
    <p id={ERROR_ID} className="field__error">
      {error}
    </p>
  );
  const lostText = lost && (
    <p id={LOST_ID} className="checkout-notice" role="status">
      {t(word === 'collection' ? 'dispatch.date_gone_collection' : 'dispatch.date_gone_delivery')}
    </p>
  );

  if (!slots.data || slots.data.length === 0) {
    // Nothing to choose from yet (or at all): the summary's link lands on this explanation instead.
    return (
      <div className="field">
        <p className="field__label">{label}</p>
        {errorText}
        {lostText}
        <div id={DATE_FIELD_ID} tabIndex={-1} className="checkout-slots-status">
          {slots.data ? (
            <p className="checkout-notice">
              {t(word === 'collection' ? 'dispatch.no_slots_collection' : 'dispatch.no_slots_delivery')}
            </p>
          ) : (
            <QueryStatus query={slots} />
          )}
        </div>
      </div>
    );
  }

  const described = [HINT_ID, error && ERROR_ID, lost && LOST_ID].filter(Boolean).join(' ');
  return (
    <div className="field">
      <p id={LABEL_ID} className="field__label">
        {label}
      </p>
      <p id={HINT_ID} className="field__hint">
        {t('dispatch.date_hint')}
      </p>
      {errorText}
      {lostText}
      <SlotPicker
        slots={slots.data}
        value={value}
        onChange={onChange}
        fieldId={DATE_FIELD_ID}
        labelledBy={LABEL_ID}
        describedBy={described}
        invalid={Boolean(error)}
        feeFor={feeFor}
      />
    </div>
  );
}
