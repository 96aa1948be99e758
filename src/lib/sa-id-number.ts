/**
 * South African ID numbers: 13 digits, the last a Luhn check digit over the first twelve.
 * Pure functions, so the form, the tests and any later screen agree on what "valid" means.
 */

export type SaIdNumberProblem = 'required' | 'digits' | 'length' | 'checksum';

export const SA_ID_NUMBER_LENGTH = 13;

/** The digits a shopper meant: spaces and dashes people type to group digits are dropped. */
export function normaliseSaIdNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Luhn check over a string of digits, check digit last. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    // Every second digit from the right, starting left of the check digit, counts double.
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What is wrong with an entered ID number, or null when it can be sent. */
export function saIdNumberProblem(input: string): SaIdNumberProblem | null {
  const value = normaliseSaIdNumber(input);
  if (value === '') return 'required';
  if (!/^\d+$/.test(value)) return 'digits';
  if (value.length !== SA_ID_NUMBER_LENGTH) return 'length';
  return passesLuhn(value) ? null : 'checksum';
}
