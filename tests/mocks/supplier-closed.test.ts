// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SupplierResponseSchema } from '../../src/api/schemas/supplier.ts';
import { setNow } from '../../src/mocks/db/clock.ts';
import { CLOSED_TEXT, setOpenEveryDay } from '../../src/mocks/db/present-catalog.ts';
import { setScenario } from '../../src/mocks/scenarios.ts';
import { ok, withFreshBackend } from './handlers-helpers.ts';

withFreshBackend();

const WOODSTOCK = '/reference/catalog/v1/suppliers/11';

describe('supplier closed_text', () => {
  it('is sent only on a day the branch does not trade', async () => {
    setNow(new Date('2026-11-22T08:00:00Z')); // Sunday in Cape Town: Woodstock is shut
    const sunday = await ok(SupplierResponseSchema, 'GET', WOODSTOCK);
    expect(sunday.supplier.closed_text).toBe('Closed on Sundays and public holidays');
    setNow(new Date('2026-11-23T08:00:00Z')); // Monday
    const monday = await ok(SupplierResponseSchema, 'GET', WOODSTOCK);
    expect(monday.supplier.closed_text).toBeNull();
  });

  it('uses the shop day, not the UTC day', async () => {
    setNow(new Date('2026-11-21T22:30:00Z')); // Saturday in UTC, already Sunday 00:30 in Cape Town
    const response = await ok(SupplierResponseSchema, 'GET', WOODSTOCK);
    expect(response.supplier.closed_text).not.toBeNull();
  });

  it('is not sent on a closing day once every shop trades every day (the e2e server)', async () => {
    setOpenEveryDay(true);
    try {
      setNow(new Date('2026-11-22T08:00:00Z')); // Sunday in Cape Town
      const response = await ok(SupplierResponseSchema, 'GET', WOODSTOCK);
      expect(response.supplier.closed_text).toBeNull();
    } finally {
      setOpenEveryDay(false);
    }
  });

  it('is always sent in the supplier_closed scenario', async () => {
    setNow(new Date('2026-11-23T08:00:00Z'));
    setScenario('supplier_closed');
    const response = await ok(SupplierResponseSchema, 'GET', WOODSTOCK);
    expect(response.supplier.closed_text).toBe(CLOSED_TEXT);
  });
});
