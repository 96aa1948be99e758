import { useEffect, useId, useRef, type MouseEvent } from 'react';

/** One problem with a form, and the id of the field that fixes it. */
export interface FieldError {
  fieldId: string;
  message: string;
}

interface Props {
  title: string;
  errors: readonly FieldError[];
  /** Counts refused submits: each one moves focus to the summary, even when its errors are unchanged. */
  attempt: number;
}

/**
 * Every problem of a refused submit in one box at the top of the form. Its heading takes focus, so
 * screen reader and keyboard users hear what is wrong at once; each problem links to its field.
 */
export function ErrorSummary({ title, errors, attempt }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Fixing one problem must not pull focus away from the field being fixed: only a submit moves it.
    if (attempt > 0) heading.current?.focus();
  }, [attempt]);

  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    // Focus the field itself rather than follow the hash: the URL stays the step's own.
    event.preventDefault();
    field.focus();
  };

  return (
    <div className="error-summary">
      <div role="alert" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} className="error-summary__title" tabIndex={-1}>
          {title}
        </h2>
        <ul className="error-summary__list">
          {errors.map((error) => (
            <li key={error.fieldId + error.message}>
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
