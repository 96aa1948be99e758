import { useId, type InputHTMLAttributes } from 'react';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'aria-describedby'
>;

interface Props extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and tied to it with aria-describedby, so screen readers announce it. */
  error?: string | null;
  hint?: string;
  /** The input's id, when something else points at it (an error summary's link); generated otherwise. */
  id?: string;
}

/** A labelled input with its hint and error tied to it. */
export function TextField({ label, value, onValueChange, error, hint, id: given, ...input }: Props) {
  const generated = useId();
  const id = given ?? generated;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
