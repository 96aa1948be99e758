import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { openCollectedOrder, openOrder, ordersOf, pill, signedInShopper } from './support/orders';

// After the order: the review a collected order offers, and reordering a past order.

test('a collected order offers its review in the page: fewer stars ask what to improve', async ({
  page,
  backend,
}) => {
  const order = await openCollectedOrder(page, backend);
  await expect(pill(page)).toHaveText('Collected');

  // A card in the page, not a dialog over it; tapping it opens the review with nothing chosen.
  const card = page.getByRole('region', { name: `How was order ${order.reference}?` });
  await expect(card).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await card.getByRole('heading').click();
  const dialog = page.getByRole('dialog', { name: `How was order ${order.reference}?` });
  await expect(dialog).toBeVisible();
  const improve = dialog.getByLabel('What could we improve?');
  await expect(improve).toHaveCount(0);
  await dialog.getByRole('radio', { name: '2 stars' }).check();
  await expect(improve).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await expect(improve).toHaveCount(0);
  await dialog.getByRole('radio', { name: '2 stars' }).check();
  await improve.fill('Bring paper bags');
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog).toHaveCount(0);
  // Sent: there is nothing left to rate, and the next visit does not ask again.
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rate this order' })).toHaveCount(0);
  await page.reload();
  await expect(pill(page)).toHaveText('Collected');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toHaveCount(0);
});

test('"Not now" puts the review off, and the page keeps a way to rate the order', async ({
  page,
  backend,
}) => {
  const order = await openCollectedOrder(page, backend);
  const card = page.getByRole('region', { name: `How was order ${order.reference}?` });
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(pill(page)).toHaveText('Collected');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Rate this order' }).click();
  const dialog = page.getByRole('dialog', { name: `How was order ${order.reference}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await expect(dialog.getByLabel('What could we improve?')).toHaveCount(0);
});

test('reorder fills the basket and names the item the shop no longer offers', async ({ page, backend }) => {
  const shopper = await signedInShopper(page, backend);
  // The seed's delivered order (reviewed already, so nothing is offered over the page).
  const delivered = (await ordersOf(backend, shopper)).find((o) => o.reference === 'ORD-001001');
  if (!delivered) throw new Error('the seed has no ORD-001001 for the demo shopper');
  expect(delivered.order_items.length).toBeGreaterThan(1);
  const gone = delivered.order_items[0]!;
  await backend.changeOffer(gone.offer_id, { out_of_stock: true });

  await openOrder(page, delivered);
  await expect(pill(page)).toHaveText('Delivered');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  await expect(page.getByText(`No longer offered: ${gone.name}`, { exact: false })).toBeVisible();
  const kept = delivered.order_items.length - 1;
  await expect(page.getByText(new RegExp(`${kept} items? from order ORD-001001`))).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(
    kept,
  );
  await expect(
    page.getByRole('list', { name: 'Items in your basket' }).getByText(gone.name, { exact: true }),
  ).toHaveCount(0);
});
