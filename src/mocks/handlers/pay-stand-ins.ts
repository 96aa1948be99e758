import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { now } from '../db/clock.ts';
import { decideGateway } from '../db/gateway.ts';
import { WALLET_PROVIDERS, findByReference, isOpen, settle } from '../db/payments.ts';
import { providerRecords } from '../db/provider-records.ts';
import { datasetSuppliers } from '../db/seed/dataset.ts';
import { DATASETS, getState, saveState } from '../db/state.ts';
import { getScenario } from '../scenarios.ts';
import { cardOutcome, mintToken, readCardDetails } from '../stand-ins/card.ts';
import { requestChecksum } from '../stand-ins/checksum.ts';
import { PAY_ENDPOINTS } from '../stand-ins/paths.ts';
import { hearOtherTabs, tellOtherTabs, type WalletPaid } from '../stand-ins/tab-sync.ts';
import { fail, readBody, route } from './context.ts';

// The providers' side of the online payments (src/mocks/stand-ins): the gateway's decision, the
// wallet's payment and the card provider's tokeniser. The stand-in pages (build/demo-pay-plugin.ts)
// call the `__pay` endpoints with fetch under the deployment's agency_host, so they run through
// route() like every supplier call and find the dataset's state.

const DecideBodySchema = z.object({
  PAY_REQUEST_ID: z.string().check(z.minLength(1)),
  decision: z.enum(['approve', 'decline', 'cancel']),
  // The page's copy of the request's CHECKSUM; checked when sent (the stand-in page sends it).
  CHECKSUM: z.optional(z.string()),
});

const WalletPayBodySchema = z.object({ reference: z.string().check(z.minLength(1)) });

/** A wallet paid in another tab of the demo (tab-sync.ts): this tab's copy of the state settles too. */
function applyWalletPaid({ dataset, reference }: WalletPaid): void {
  const state = getState(dataset);
  const found = findByReference(state, reference, WALLET_PROVIDERS);
  if (!found) return;
  settle(found.order, found.tx, 'paid', now(), getScenario() === 'payment_failure');
  saveState(state);
}

/** Every page that has opened or polled a payment hears the stand-ins of its other tabs. */
export const hearWalletTabs = () => hearOtherTabs(applyWalletPaid);

function cardError(status: number, message: string): Response {
  return HttpResponse.json({ status: 'error', messages: [message] }, { status });
}

export const payStandInHandlers = [
  // The gateway's page tells the supplier how the shopper decided, before sending the shopper
  // back: the answer's redirect_url is the return_url with the gateway's signed result.
  http.post(
    `*${PAY_ENDPOINTS.gatewayDecide}`,
    route(async (ctx) => {
      const body = await readBody(ctx, DecideBodySchema);
      const found = findByReference(ctx.state, body.PAY_REQUEST_ID, ['GATEWAY']);
      if (!found) return fail(404, 'Payment request not found');
      const { tx, order } = found;
      if (
        body.CHECKSUM !== undefined &&
        body.CHECKSUM.toLowerCase() !== requestChecksum(tx.provider_reference)
      ) {
        return fail(422, 'This payment request could not be verified');
      }
      const failing = ctx.scenario === 'payment_failure';
      const result = decideGateway(ctx.state, order, tx, body.decision, ctx.now, failing);
      return HttpResponse.json({ status: 'ok', ...result });
    }),
  ),

  // The wallet's page pays: the transaction settles and the shop's polling sees it. Paying again
  // answers the payment; a payment closed otherwise (cancelled by the shop, declined) takes nothing.
  http.post(
    `*${PAY_ENDPOINTS.walletPay}`,
    route(async (ctx) => {
      const { reference } = await readBody(ctx, WalletPayBodySchema);
      const found = findByReference(ctx.state, reference, WALLET_PROVIDERS);
      if (!found) return fail(404, 'Payment not found');
      const { tx, order } = found;
      if (!isOpen(tx) && tx.status !== 'paid') return fail(409, 'This payment is no longer open');
      settle(order, tx, 'paid', ctx.now, ctx.scenario === 'payment_failure');
      tellOtherTabs({ kind: 'wallet_paid', dataset: ctx.dataset, reference });
      return HttpResponse.json({ status: 'ok', transaction_status: tx.status });
    }),
  ),

  // The card provider's tokeniser (Yoco style). It is the provider's endpoint, not a supplier's:
  // no dataset in its path, so it finds the shop by public key in every dataset.
  http.post('*/pay/card/tokens', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return cardError(422, 'Complete card details.');
    }
    const key = body && typeof body === 'object' ? (body as { public_key?: unknown }).public_key : null;
    // Only the datasets that own the key are loaded: building one just to look (large) is slow.
    const owners = DATASETS.filter(
      (name) => typeof key === 'string' && datasetSuppliers(name).some((s) => s.yoco_public_key === key),
    ).map(getState);
    if (typeof key !== 'string' || owners.length === 0) return cardError(401, 'Invalid public key.');
    const at = now();
    const card = readCardDetails(body, at);
    if (!card) return cardError(422, 'Complete card details.');
    const token = mintToken();
    for (const state of owners) {
      providerRecords(state).card_tokens[token] = {
        outcome: cardOutcome(card.number),
        public_key: key,
        last4: card.number.slice(-4),
        created_at: at.toISOString(),
        used_at: null,
      };
      saveState(state);
    }
    return HttpResponse.json({ status: 'ok', token });
  }),
];
