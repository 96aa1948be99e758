import { describe, expect, it } from 'vitest';
import { isMobileNumber, mobileNumberError, normaliseMobile } from '../../src/lib/phone';

describe('South African mobile numbers', () => {
  it.each([
    '0821234567',
    '082 123 4567',
    '+27821234567',
    '+27 82 123 4567',
    '27821234567',
    '(082) 123-4567',
    '0612345678',
    '0712345678',
  ])('accepts %s', (input) => {
    expect(isMobileNumber(input)).toBe(true);
    expect(mobileNumberError(input)).toBeNull();
  });

  it.each([
    ['021 555 0199', 'a Cape Town landline'],
    ['082123456', 'one digit short'],
    ['08212345678', 'one digit long'],
    ['0921234567', 'not a mobile range'],
    ['082 ABC 4567', 'letters'],
    ['+44 7700 900123', 'a foreign number'],
  ])('rejects %s (%s) as invalid', (input) => {
    expect(isMobileNumber(input)).toBe(false);
    expect(mobileNumberError(input)).toBe('phone_invalid');
  });

  it('asks for a number when the field is empty or blank', () => {
    expect(mobileNumberError('')).toBe('phone_required');
    expect(mobileNumberError('   ')).toBe('phone_required');
  });

  it('sends the local form whatever way it was typed', () => {
    expect(normaliseMobile('+27 82 123 4567')).toBe('0821234567');
    expect(normaliseMobile('27821234567')).toBe('0821234567');
    expect(normaliseMobile('082-123-4567')).toBe('0821234567');
  });
});
