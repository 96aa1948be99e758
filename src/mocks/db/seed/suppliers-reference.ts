import { makeSupplier, weekly } from './supplier-helpers.ts';
import type { SeedPricing, SeedSupplier } from './types.ts';

// The reference deployment: one operator, "Zero Waste Pantry", with four Cape Town branches
// (supplier ids 11-14). Branches share shelf prices (price_group 1) and one bank account; stock
// differs per branch. Addresses are plausible but invented.

export const REFERENCE_OPERATOR = 'Zero Waste Pantry';

// One operator's shelf prices: no multiplier or noise; stock gaps stay small.
const BRANCH_PRICING: SeedPricing = {
  price_group: 1,
  multiplier: 1,
  noise: 0,
  gap_rate: 0.02,
  out_of_stock_rate: 0.04,
  low_stock_rate: 0.04,
  promo_rate: 0.12,
};

const BANK = ['FNB', '250655', '62841055731', 'Zero Waste Pantry (Pty) Ltd', 'Cheque'] as const;

export function referenceSuppliers(): SeedSupplier[] {
  return [
    makeSupplier({
      id: 11,
      name: `${REFERENCE_OPERATOR} Woodstock`,
      slug: 'woodstock',
      lat: -33.9268,
      lon: 18.4484,
      formatted_address: 'Unit 4, The Old Biscuit Yard, 120 Albert Road, Woodstock, Cape Town, 7925',
      weekly_hours: weekly(['08:00', '18:00'], ['08:30', '15:00'], null),
      closed_text: 'Closed on Sundays and public holidays',
      bank: BANK,
      pricing: BRANCH_PRICING,
    }),
    makeSupplier({
      id: 12,
      name: `${REFERENCE_OPERATOR} Observatory`,
      slug: 'observatory',
      lat: -33.9377,
      lon: 18.4716,
      formatted_address: '87 Lower Main Road, Observatory, Cape Town, 7925',
      weekly_hours: weekly(['09:00', '18:00'], ['09:00', '16:00'], ['10:00', '14:00']),
      closed_text: 'Closed on public holidays',
      bank: BANK,
      pricing: BRANCH_PRICING,
    }),
    makeSupplier({
      id: 13,
      name: `${REFERENCE_OPERATOR} Kalk Bay`,
      slug: 'kalk-bay',
      lat: -34.1277,
      lon: 18.4487,
      formatted_address: '62 Main Road, Kalk Bay, Cape Town, 7975',
      weekly_hours: weekly(['09:00', '17:00'], ['09:00', '17:00'], ['09:00', '15:00'], [1]),
      closed_text: 'Closed on Mondays and public holidays',
      bank: BANK,
      pricing: BRANCH_PRICING,
    }),
    makeSupplier({
      id: 14,
      name: `${REFERENCE_OPERATOR} Sea Point`,
      slug: 'sea-point',
      lat: -33.9187,
      lon: 18.3876,
      formatted_address: '210 Main Road, Sea Point, Cape Town, 8005',
      weekly_hours: weekly(['08:00', '19:00'], ['08:00', '19:00'], ['09:00', '13:00']),
      closed_text: 'Closed on public holidays',
      bank: BANK,
      pricing: BRANCH_PRICING,
    }),
  ];
}
