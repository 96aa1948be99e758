import type { Page } from '@playwright/test';

// Controls the honest-money*.spec.ts files look for, found by their names as the shopper hears them.

/** The toolbar's basket button, whose name carries the item count. */
export const basketButton = (page: Page) => page.getByRole('link', { name: / \d+ items? in the basket$/ });
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
/** Any link or button whose name starts with 'Pay' (Pay now, Pay N$ 12.00, ...). */
export const payControls = (page: Page) =>
  page.getByRole('link', { name: /^Pay/ }).or(page.getByRole('button', { name: /^Pay/ }));
