import { makeSupplier, weekly } from './supplier-helpers.ts';
import type { SeedSupplier } from './types.ts';

// The large dataset: one cash-and-carry wholesaler (supplier 31) with a catalogue of about 10,000
// lines, for trying the storefront at the size of a real wholesaler. Name, address and bank details
// are invented.

export const LARGE_SUPPLIER_ID = 31;

export function largeSuppliers(): SeedSupplier[] {
  return [
    makeSupplier({
      id: LARGE_SUPPLIER_ID,
      name: 'Cape Cash & Carry',
      slug: 'cape-cash-and-carry',
      lat: -33.9296,
      lon: 18.5392,
      formatted_address: '14 Bofors Circle, Epping Industria 2, Cape Town, 7460',
      weekly_hours: weekly(['06:30', '18:00'], ['07:00', '15:00'], ['08:00', '13:00']),
      closed_text: 'Closed on public holidays',
      bank: ['Standard Bank', '051001', '071804423', 'Cape Cash & Carry (Pty) Ltd', 'Current'],
      // A wholesaler lists its whole catalogue (no gaps), so every product of a category shows up
      // and the category and search pages get the full load.
      pricing: {
        price_group: LARGE_SUPPLIER_ID,
        multiplier: 1,
        noise: 0.04,
        gap_rate: 0,
        out_of_stock_rate: 0.03,
        low_stock_rate: 0.04,
        promo_rate: 0.12,
      },
    }),
  ];
}
