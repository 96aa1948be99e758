// South African mobile numbers, the login of every account (spec sections 2 and 5). Shared by the
// forms and the fake backend so both agree on what a valid login is.

/**
 * The local form `0821234567` of a number typed as `082 123 4567`, `+27 82 123 4567` or
 * `27821234567`; anything else comes back compacted but otherwise as typed.
 */
export function normaliseMobile(input: string): string {
  const compact = input.replace(/[\s().-]/g, '');
  if (/^\+27\d{9}$/.test(compact)) return `0${compact.slice(3)}`;
  if (/^27\d{9}$/.test(compact)) return `0${compact.slice(2)}`;
  return compact;
}

/** Mobile ranges start 06, 07 or 08; landlines (021 ...) cannot receive the reset code by SMS. */
export function isMobileNumber(input: string): boolean {
  return /^0[6-8]\d{8}$/.test(normaliseMobile(input));
}

/** The spec's wording for a login field: missing, not a mobile number, or fine (null). */
export function mobileNumberError(input: string): 'phone_required' | 'phone_invalid' | null {
  if (!input.trim()) return 'phone_required';
  return isMobileNumber(input) ? null : 'phone_invalid';
}
