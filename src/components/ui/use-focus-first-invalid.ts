import { useEffect, type RefObject } from 'react';

/**
 * After a refused submit (`attempt` counts them), puts focus on the form's first invalid field so
 * keyboard and screen reader users land on the problem rather than hunting for it.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, form]);
}
