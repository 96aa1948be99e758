import { beforeEach, describe, expect, it, vi } from 'vitest';
import reference from '../../deployments/reference.json' with { type: 'json' };
import { parseDeploymentConfig, setDeploymentConfig } from '../../src/config/deployment-config';
import { currencyIso, formatDeliveryFee, formatMoney } from '../../src/lib/money';
import { parseRandsToCents } from '../../src/lib/parse-money';

/** Boots the formatter with the reference deployment, in its own currency or another one. */
const useCurrency = (currency = reference.currency) =>
  setDeploymentConfig(parseDeploymentConfig({ ...reference, currency }));

beforeEach(() => useCurrency());

describe('formatMoney', () => {
  it.each([
    [0, 'R 0.00'],
    [5, 'R 0.05'],
    [1250, 'R 12.50'],
    [100000, 'R 1 000.00'],
    [123450, 'R 1 234.50'],
    [123456789, 'R 1 234 567.89'],
    [-500, '-R 5.00'],
    [-123450, '-R 1 234.50'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it("prints the deployment's currency, not the rand", () => {
    useCurrency({ symbol: 'N$', iso: 'NAD' });
    expect(formatMoney(123450)).toBe('N$ 1 234.50');
    expect(formatMoney(-500)).toBe('-N$ 5.00');
    expect(currencyIso()).toBe('NAD');
  });

  it('never shows negative zero', () => {
    expect(formatMoney(-0)).toBe('R 0.00');
  });

  // Money prints while a page renders: a throw would take the page down, so a bug upstream is
  // reported and the amount reads as unknown.
  it.each([12.5, Number.NaN, Infinity, -Infinity, 2 ** 60, 3_999 * 2_252_362_904_413, 1e308])(
    'shows %s cents as an unknown amount and reports it, without throwing',
    (cents) => {
      const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(formatMoney(cents)).toBe('R —');
      expect(report).toHaveBeenCalledWith(expect.any(TypeError));
    },
  );
});

describe('formatDeliveryFee', () => {
  it('shows the free label for zero', () => {
    expect(formatDeliveryFee(0, 'Gratis')).toBe('Gratis');
  });

  it('formats non-zero fees as money', () => {
    expect(formatDeliveryFee(4500, 'Free')).toBe('R 45.00');
    useCurrency({ symbol: 'N$', iso: 'NAD' });
    expect(formatDeliveryFee(4500, 'Free')).toBe('N$ 45.00');
  });

  it('shows non-integer cents as an unknown amount, not as free', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatDeliveryFee(0.5, 'Free')).toBe('R —');
    expect(formatDeliveryFee(Number.NaN, 'Free')).toBe('R —');
  });
});

describe('parseRandsToCents', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['0.05', 5],
    ['12,50', 1250],
    ['  R 12.50 ', 1250],
    ['R12', 1200],
    ['r 3', 300],
    ['1 234.50', 123450],
    ['1\u00a0234.50', 123450],
    ['1,234.50', 123450],
    ['-5', -500],
    ['-R 5.00', -500],
    ['-0', 0],
    ['0.1', 10],
    ['1.15', 115],
  ])('%j -> %i', (input, cents) => {
    expect(parseRandsToCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '12.505', '1,234', '1.2.3', '.50', '12.', 'R', '--5', '1e3', 'Infinity'])(
    'rejects %j',
    (input) => {
      expect(parseRandsToCents(input)).toBeNull();
    },
  );

  it("reads the deployment's symbol", () => {
    useCurrency({ symbol: 'N$', iso: 'NAD' });
    expect(parseRandsToCents('N$ 12.50')).toBe(1250);
    expect(parseRandsToCents('R 12.50')).toBeNull();
  });

  it('round-trips with formatMoney', () => {
    for (const cents of [0, 1, 99, 100, 123456, -4321]) {
      expect(parseRandsToCents(formatMoney(cents))).toBe(cents);
    }
  });
});
