import type { Locator, Page } from '@playwright/test';
import { chooseLastSlot } from './checkout-steps';
import { factsIn } from './screen';

// Helpers of the checkout-more*.spec.ts files: delivery, EFT, market mode and other languages.

/** The reference shops' one bank account (src/mocks/db/seed/suppliers-reference.ts). */
export const ZWP_BANK = {
  'Account name': 'Zero Waste Pantry (Pty) Ltd',
  Bank: 'FNB',
  'Account number': '62841055731',
  'Branch code': '250655',
  'Account type': 'Cheque',
};
export const BREE = '12 Bree Street, Cape Town City Centre, Cape Town, 8001';
/** The demo shopper's one saved address (src/mocks/db/seed/accounts.ts). */
export const SEEDED = '12 Roodebloem Road, Woodstock, Cape Town, 7925';
export const MONEY = String.raw`R [\d ]+\.\d{2}`;

/** An EFT bank-details block (payment step or outro) as label → value. */
export const bankDetails = (scope: Locator) => factsIn(scope.locator('.bank-details'));

/** The value of one term of a description list in `scope` (a total, a comparison fact). */
export const definitionOf = (scope: Locator, term: string) =>
  scope
    .locator('dl > div')
    .filter({
      has: scope
        .page()
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}$`) }),
    })
    .getByRole('definition');

export async function chooseDeliveryAndSlot(
  page: Page,
  names = { delivery: 'Get Delivery', date: 'Delivery date' },
) {
  await page.getByRole('radio', { name: names.delivery, exact: true }).check();
  await chooseLastSlot(page, names.date);
}
