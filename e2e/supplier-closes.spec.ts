import { CLOSED_TEXT } from '../src/mocks/db/present-catalog';
import { expect, test } from './fixtures';
import { offersToBuy, shopperWithBasket } from './support/checkout';
import { chooseCollectAndSlot, toDispatch } from './support/checkout-steps';

// The shop closes while the shopper is in checkout (the fake backend's supplier_closed scenario):
// the next step says so in the shop's own words, ordering stops, and the basket stays.

test('a shop that closes during checkout shows its closed text, and the basket stays', async ({
  page,
  backend,
}) => {
  const [offer] = await offersToBuy(backend, 1);
  await shopperWithBasket(page, backend, [{ offer: offer!, qty: 2 }]);
  await toDispatch(page);
  await chooseCollectAndSlot(page);
  await backend.scenario('supplier_closed');

  await page.getByRole('button', { name: 'Continue' }).click();
  // The shop is looked up again on the way: its closed text, in a dialog of its own.
  const notice = page.getByRole('dialog').filter({ hasText: CLOSED_TEXT });
  await expect(notice).toBeVisible();
  await notice.getByRole('button').first().click();
  await expect(notice).toBeHidden();
  // The summary says the order cannot go ahead, and offers no way to pay.
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'is closed and not taking orders' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
  // The basket is as it was, in the toolbar and after a reload.
  await expect(page.getByRole('link', { name: / 1 item in the basket$/ })).toBeVisible();
  await page.goto('/basket');
  await expect(page.getByRole('list', { name: 'Items in your basket' }).getByRole('listitem')).toHaveCount(1);
});
