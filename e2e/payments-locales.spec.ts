import { expect, test } from './fixtures';
import { chooseLocale, stringsOf } from './support/locale';
import { expectNoAxeViolations } from './support/screen';
import { GATEWAY, atPayment, decideAtGateway, orderIdOf, placeWith } from './support/payments';

// The payment steps and outcomes through axe in Afrikaans and French.

for (const lang of ['af', 'fr'] as const) {
  test(`every payment step and outcome has no axe violations (${lang})`, async ({ page, backend }) => {
    const s = stringsOf(lang);
    await atPayment(page, backend);
    await placeWith(page, GATEWAY);
    await decideAtGateway(page, 'Cancel');
    const id = orderIdOf(page);
    await chooseLocale(page, lang);
    await page.goto(`/orders/${id}/pay`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The cancelled outcome.
    await expect(page.getByRole('alert')).toHaveText(s.payments.outcome.cancelled);
    await expectNoAxeViolations(page);
    // The choice of ways to pay, with its 'required' error.
    await page.getByRole('button', { name: s.payments.try_again }).click();
    await page.getByRole('button', { name: new RegExp(`^${s.payments.pay.split(' ')[0]} R`) }).click();
    await expect(page.getByText(s.payments.required)).toBeVisible();
    await expectNoAxeViolations(page);
    // The card form, incomplete, then a declined card.
    await page.getByRole('radio', { name: s.payments.provider.CARD }).check();
    await page.getByRole('button', { name: new RegExp(`^${s.payments.pay.split(' ')[0]} R`) }).click();
    await page.getByRole('button', { name: new RegExp(`^${s.payments.card.pay.split(' ')[0]} R`) }).click();
    await expect(page.getByRole('heading', { name: s.payments.card.incomplete })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel(s.payments.card.number).fill('4000 0000 0000 0002');
    await page.getByLabel(s.payments.card.expiry).fill('12/39');
    await page.getByLabel(s.payments.card.cvc).fill('123');
    // Clicked, not Enter: long error lines once pushed the form wider than the phone and covered it.
    await page.getByRole('button', { name: new RegExp(`^${s.payments.card.pay.split(' ')[0]} R`) }).click();
    await expect(page.getByRole('alert').filter({ hasText: s.payments.outcome.declined })).toBeVisible();
    await expectNoAxeViolations(page);
    // A wallet, waiting.
    await page.getByRole('button', { name: s.payments.try_again }).click();
    await page.getByRole('radio', { name: s.payments.provider.WALLET }).check();
    await page.getByRole('button', { name: new RegExp(`^${s.payments.pay.split(' ')[0]} R`) }).click();
    await expect(page.getByRole('link', { name: s.payments.wallet.open })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
