import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  autoComplete?: string;
}

/** A labelled native select: the phone's own picker is the most usable one on a cheap device. */
export function SelectField({ label, value, onValueChange, options, autoComplete }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
