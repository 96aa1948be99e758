import type { Page } from '@playwright/test';
import { SEEDED_UNREVIEWED_ORDER } from '../src/mocks/db/history';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { addFirstOffers, offersToBuy, shopperWithBasket } from './support/checkout';
import { useMarketDeployment } from './support/deployment';
import { placeOrderByApi } from './support/honest-money';
import { HISTORY_CHECK, openAndLetCheckAnswer } from './support/shell-checks';
import { signIn } from './support/sign-in';

// The review of a collected order is offered as a card in the home page, never as a dialog that
// opens by itself over what the shopper is doing (issue 39: it covered 'Stop adding items' and the
// comparison's order buttons). The demo shopper's history holds ORD-001002, collected and not
// reviewed, in every dataset; this file's tests have not put it off yet.
test.use({ reviewAlreadyOffered: false });

const REFERENCE = `ORD-${String(SEEDED_UNREVIEWED_ORDER).padStart(6, '0')}`;
const TITLE = `How was order ${REFERENCE}?`;
const card = (page: Page) => page.getByRole('region', { name: TITLE });

test('the home shows the card, not a dialog; 4 stars opens the review with 4 chosen', async ({
  page,
  backend,
}) => {
  await shopperWithBasket(page, backend, []);
  await openAndLetCheckAnswer(page, '/', HISTORY_CHECK);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
  await expect(card(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const stars = card(page).getByRole('group', { name: 'Your rating' }).getByRole('button');
  await expect(stars).toHaveCount(5);
  for (const star of await stars.all()) {
    const box = await star.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoAxeViolations(page);

  await card(page).getByRole('button', { name: '4 stars' }).click();
  const review = page.getByRole('dialog', { name: TITLE });
  await expect(review).toBeVisible();
  await expect(review.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(review.getByLabel('What could we improve?')).toBeVisible();
  await expectNoAxeViolations(page);
  // Closing is not an answer: the card stays.
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toHaveCount(0);
  await expect(card(page)).toBeVisible();
});

test('editing an order never shows the review: the way out stays uncovered', async ({ page, backend }) => {
  const [a, b] = await offersToBuy(backend, 2);
  const shopper = await shopperWithBasket(page, backend, []);
  const order = await placeOrderByApi(backend, shopper, [a!, b!]);
  // The history is in and the card offered, before any editing.
  await openAndLetCheckAnswer(page, '/', HISTORY_CHECK);
  await expect(card(page)).toBeVisible();
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: 'Add items' }).click();
  const stop = page.getByRole('button', { name: 'Stop adding items' });
  await expect(stop).toBeVisible();
  // The pages of adding items, the home among them.
  await page.getByRole('button', { name: 'Back to home and choose another shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
  await page
    .getByRole('link', { name: /Pantry staples/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Pantry staples/ })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by category' })).toBeVisible();
  // Whatever the home loads after its first page (the card's code, the history) has come.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card(page)).toHaveCount(0);
  await stop.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('market demo', () => {
  // The comparison takes the shops near the shopper: put them at the deployment's map centre.
  test.use({ geolocation: { latitude: -33.9249, longitude: 18.4241 }, permissions: ['geolocation'] });

  test('the comparison never shows the review over its order buttons', async ({ page }) => {
    await useMarketDeployment(page);
    await signIn(page, '/');
    await expect(card(page)).toBeVisible();
    await addFirstOffers(page, [4026, 4015]);
    await page.goto('/');
    await expect(card(page)).toBeVisible();
    await page.goto('/basket/compare');
    const orderHere = page
      .getByRole('list', { name: 'Shops' })
      .getByRole('button', { name: /^Order here at / })
      .first();
    await expect(orderHere).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Nothing lies over it: a trial click finds it the topmost element.
    await orderHere.click({ trial: true });
  });
});
