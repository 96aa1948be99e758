import { useId, type ReactNode } from 'react';

interface Props {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Tied to the box with aria-describedby, like TextField's. */
  error?: string | null;
  required?: boolean;
}

/** A labelled checkbox whose whole label row is the (24px+) target. */
export function CheckboxField({ label, checked, onCheckedChange, error, required }: Props) {
  const id = useId();
  return (
    <div className="field field--check">
      <span className="field__check-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
