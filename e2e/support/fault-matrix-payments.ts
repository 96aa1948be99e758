import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import type { PlacedOrder } from './honest-money';

// The pay screen's steps, shared by the payment fault-matrix tests (e2e/fault-matrix-orders-pay-*.spec.ts).

export const CARD = 'Credit or debit card';

export const payButton = (page: Page) => page.getByRole('button', { name: /^Pay R/ });

/** On the order's pay screen: choose a way to pay and press Pay. */
export async function payWith(page: Page, option: string): Promise<void> {
  await page.getByRole('radio', { name: option }).check();
  await payButton(page).click();
}

export async function openPay(page: Page, order: PlacedOrder): Promise<void> {
  await page.goto(`/orders/${order.id}/pay`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Pay for order ${order.reference}` }),
  ).toBeVisible();
}
