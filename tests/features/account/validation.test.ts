import { describe, expect, it } from 'vitest';
import {
  confirmProblem,
  MIN_PASSWORD_LENGTH,
  newPasswordProblem,
  phoneProblem,
  requiredProblem,
} from '../../../src/features/account/validation';

describe('account field rules', () => {
  it('needs at least six characters for a new password', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(newPasswordProblem('')).toBe('password_short');
    expect(newPasswordProblem('12345')).toBe('password_short');
    expect(newPasswordProblem('123456')).toBeNull();
    // Spaces count: a passphrase of spaces is the shopper's choice, not ours to trim.
    expect(newPasswordProblem('      ')).toBeNull();
  });

  it('needs the confirmation to match exactly', () => {
    expect(confirmProblem('secret1', 'secret1')).toBeNull();
    expect(confirmProblem('secret1', 'Secret1')).toBe('passwords_differ');
    expect(confirmProblem('secret1', '')).toBe('passwords_differ');
  });

  it('treats a blank name as missing', () => {
    expect(requiredProblem('   ')).toBe('required');
    expect(requiredProblem(' Thandi ')).toBeNull();
  });

  it('applies the South African mobile rule to the login', () => {
    expect(phoneProblem('')).toBe('phone_required');
    for (const valid of ['0821234567', '082 123 4567', '+27821234567', '27821234567', '071-234-5678']) {
      expect(phoneProblem(valid), valid).toBeNull();
    }
    for (const invalid of ['021 555 0199', '082123456', '08212345678', 'abc1234567', '+44 7700 900123']) {
      expect(phoneProblem(invalid), invalid).toBe('phone_invalid');
    }
  });
});
