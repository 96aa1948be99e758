import type { ReactNode } from 'react';
import './choices.css';

interface Props<T extends string> {
  /** The fieldset's id: a submit without a choice moves focus here (focusChoices). */
  id: string;
  legend: string;
  options: readonly T[];
  label: (option: T) => string;
  chosen: string | null;
  onChoose: (option: T) => void;
  /** Shown under the legend and tied to the group while no choice is made. */
  error: string | null;
  /** Said in place of the options when there are none. */
  children?: ReactNode;
}

/** One choice among a few, as native radios in a labelled group whose error describes it. */
export function RadioChoices<T extends string>(props: Props<T>) {
  const { id, options, error } = props;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="choices"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="choices__legend">{props.legend}</legend>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {options.length === 0 && props.children}
      {options.map((option) => (
        <div key={option} className="choice">
          <input
            type="radio"
            id={`${id}-${option}`}
            name={`${id}-choice`}
            value={option}
            checked={props.chosen === option}
            onChange={() => props.onChoose(option)}
          />
          <div className="choice__text">
            <label htmlFor={`${id}-${option}`} className="choice__label">
              {props.label(option)}
            </label>
          </div>
        </div>
      ))}
    </fieldset>
  );
}

/** Moves focus to a RadioChoices group (a submit without a choice). */
export function focusChoices(id: string): void {
  document.getElementById(id)?.focus();
}
