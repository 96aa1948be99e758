import { passesLuhn } from './luhn';

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

/** What is wrong with an entered ID number, or null when it can be sent. */
export function saIdNumberProblem(input: string): SaIdNumberProblem | null {
  const value = normaliseSaIdNumber(input);
  if (value === '') return 'required';
  if (!/^\d+$/.test(value)) return 'digits';
  if (value.length !== SA_ID_NUMBER_LENGTH) return 'length';
  return passesLuhn(value) ? null : 'checksum';
}
