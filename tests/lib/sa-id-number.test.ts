import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../../src/lib/luhn';
import { normaliseSaIdNumber, saIdNumberProblem } from '../../src/lib/sa-id-number';

describe('saIdNumberProblem', () => {
  it('accepts a 13-digit number with a valid check digit', () => {
    // The demo debtor's made-up number and a textbook example.
    expect(saIdNumberProblem('8507125123089')).toBeNull();
    expect(saIdNumberProblem('8001015009087')).toBeNull();
  });

  it('accepts digits grouped with spaces or dashes', () => {
    expect(saIdNumberProblem(' 850712 5123 089 ')).toBeNull();
    expect(saIdNumberProblem('850712-5123-089')).toBeNull();
    expect(normaliseSaIdNumber(' 850712 5123-089')).toBe('8507125123089');
  });

  it('asks for a value when empty or blank', () => {
    expect(saIdNumberProblem('')).toBe('required');
    expect(saIdNumberProblem('   ')).toBe('required');
  });

  it('rejects letters and other characters before counting', () => {
    expect(saIdNumberProblem('85071251230a9')).toBe('digits');
    expect(saIdNumberProblem('8507.125123089')).toBe('digits');
  });

  it('rejects too few or too many digits', () => {
    expect(saIdNumberProblem('850712512308')).toBe('length');
    expect(saIdNumberProblem('85071251230890')).toBe('length');
  });

  it('rejects a wrong check digit', () => {
    expect(saIdNumberProblem('8507125123088')).toBe('checksum');
    expect(saIdNumberProblem('8001015009086')).toBe('checksum');
  });
});

describe('passesLuhn', () => {
  it('follows the Luhn rule', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    // A doubled 9 becomes 18 -> 9.
    expect(passesLuhn('91')).toBe(true);
  });
});
