import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './support/screen';
import { signIn } from './support/sign-in';
import { SEA_POINT, seedStorage } from './support/storage';

// The shell's drawer: focus, language, the account entries and the deployment's links; and the
// shell with its drawer and dialogs through axe in every language.

test.describe('drawer', () => {
  test('traps focus, closes with Escape and returns focus; lists account entries once signed in', async ({
    page,
  }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // Actions are buttons; places to go are links.
    await expect(drawer.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Order history' })).toHaveCount(0);
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await signIn(page, '/');
    await menu.click();
    await expect(drawer.getByText('Store credit: R 25.00')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Order history' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Address book' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/favourites');
    // Rows, not underlined links: the whole width is the target.
    const row = drawer.getByRole('link', { name: 'Order history' });
    await expect(row).toHaveCSS('text-decoration-line', 'none');
    const box = await row.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThan(200);
    await drawer.getByRole('link', { name: 'Order history' }).click();
    await expect(page).toHaveURL('/orders');
    await menu.click();
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: 'Signed out' })).toBeVisible();
  });

  test('switches language, remembers it and sets <html lang>', async ({ page }) => {
    await seedStorage(page, { supplier: SEA_POINT });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByLabel('Language').selectOption('af');
    await expect(page.locator('html')).toHaveAttribute('lang', 'af');
    await expect(page.getByRole('button', { name: 'Meld aan' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Koop volgens kategorie' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'af');
  });
});

for (const locale of ['en', 'af', 'fr'] as const) {
  test(`the shell, drawer and dialogs pass axe in ${locale}`, async ({ page }) => {
    await seedStorage(page, { locale });
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Sea Point trades every day, so no 'closed today' notice follows the choice.
    await page
      .getByRole('dialog')
      .locator('.supplier-list__item')
      .filter({ hasText: 'Sea Point' })
      .locator('.button--primary')
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expectNoAxeViolations(page);
    await page.locator('.toolbar button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the drawer lists the deployment links, without the social group in data-free mode', async ({
  page,
}) => {
  await seedStorage(page, { supplier: SEA_POINT });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Chat to support' })).toHaveAttribute(
    'href',
    'https://wa.me/27215550199',
  );
  await expect(drawer.getByRole('link', { name: 'Our website' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Join our community' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/?referer=moya');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Chat to support' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Join our community' })).toHaveCount(0);
});
