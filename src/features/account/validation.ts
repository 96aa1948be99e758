import { mobileNumberError } from '#lib/phone.ts';

// Field rules of the account forms as translation keys under `account_form.`, so components and tests
// share one wording. `null` means the value is fine.

/** The spec's minimum password length ('Password must be at least 6 characters'). */
export const MIN_PASSWORD_LENGTH = 6;

export type FieldProblem =
  | 'required'
  | 'phone_required'
  | 'phone_invalid'
  | 'password_short'
  | 'passwords_differ'
  | 'terms_required'
  | 'code_required';

export const phoneProblem = (value: string): FieldProblem | null => mobileNumberError(value);

export const requiredProblem = (value: string): FieldProblem | null => (value.trim() ? null : 'required');

export function newPasswordProblem(value: string): FieldProblem | null {
  return value.length >= MIN_PASSWORD_LENGTH ? null : 'password_short';
}

export function confirmProblem(password: string, confirmation: string): FieldProblem | null {
  return password === confirmation ? null : 'passwords_differ';
}

/** Both names are required on register and on the profile ('Required'). */
export function nameProblems(names: { firstName: string; lastName: string }): {
  firstName?: FieldProblem;
  lastName?: FieldProblem;
} {
  const firstName = requiredProblem(names.firstName);
  const lastName = requiredProblem(names.lastName);
  return { ...(firstName && { firstName }), ...(lastName && { lastName }) };
}
