import { expect, test } from './fixtures';
import { GATEWAY, atPayment, decideAtGateway, placeWith } from './support/payments';

// After paying at the gateway, Back and Forward walk through the gateway's page again. Had that page
// been the answer to the storefront's form POST, Chrome would ask to 'Confirm Form Resubmission'
// there and send the payment request again (under automation it resends without asking, so the
// test counts the POSTs). The demo gateway answers the POST with a 303 to a GET of the same page.

test('Back and Forward after a gateway payment resend nothing and come back to the order', async ({
  page,
  backend,
}) => {
  await atPayment(page, backend);
  const toGateway: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/demo-pay/gateway')
      toGateway.push(request.method());
  });
  await placeWith(page, GATEWAY);
  await decideAtGateway(page, 'Approve');
  const accepted = page.getByRole('heading', { level: 1, name: 'Order accepted' });
  await expect(accepted).toBeVisible();
  const outro = page.url();

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Demo payment gateway' })).toBeVisible();
  await page.goForward();
  await expect(accepted).toBeVisible();
  expect(page.url()).toBe(outro);
  await expect(page.getByText('Order reference: ORD-')).toBeVisible();
  // The storefront's one POST: going back asked for the gateway's page, not the payment, again.
  expect(toGateway.filter((method) => method === 'POST')).toEqual(['POST']);
});
