import type { CallOptions } from '../src/api/define.ts';
import { DEBTOR_LOGIN, DEBTOR_PASSWORD, DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts.ts';
import { aCollectionOrder } from '../tests/support/fixtures.ts';
import { base, call, raw, setToken, type Any } from './check-mock-api-client.ts';

// Second half of scripts/check-mock-api.ts: orders, payments, staff and account operations, run on
// the basket and supplier the catalogue half found.

const MANAGER = { 'http-x-auth': 'demo-manager-key' };

export interface CheckContext {
  user: { id: number; login: string };
  sid: number;
  via: CallOptions;
  picks: { offer_id: number; qty: number; price_in_cents: number }[];
  slots: Any[];
  near: Any;
  here: { lat: number; lon: number };
}

export async function checkOrdersAndAccounts(dataset: string, context: CheckContext): Promise<void> {
  const { user, sid, via, picks, slots, near } = context;
  // The same body the unit tests and e2e register (tests/support/fixtures), marked as the demo's.
  const order = (provider: string) => ({
    body: aCollectionOrder(user, sid, picks, slots[0]?.value.slice(0, 10) ?? '', { provider, is_demo: true }),
  });
  const a = (
    await call('cart.registerOrder', order('GATEWAY'), { ...via, idempotencyKey: `check-a-${Date.now()}` })
  ).order as Any;
  const b = (
    await call('cart.placeOrder', order('CASH'), { ...via, idempotencyKey: `check-b-${Date.now()}` })
  ).order as Any;
  await call('cart.syncOrder', { body: { order_id: a.id } }, via);

  await call('orders.get', { order_id: a.id }, via);
  await call('orders.getV2', { order_id: a.id });
  const list = await call('orders.listForUser', { user_id: user.id, page: 1, per_page: 10 });
  await call('orders.listForUserV2', { user_id: user.id });
  await call('openOrders.list', { user_id: user.id });
  await call('openOrders.listV2', { user_id: user.id });
  await call('orders.getOffers', { order_id: a.id, offer_ids: [picks[0]?.offer_id] }, via);
  const change = {
    body: { modifications: [{ action: 'update', order_item_id: a.order_items[0].id, qty: 3 }] },
  };
  await call('orders.validateModifications', { id: a.id, ...change }, via);
  await call('orders.modify', { id: a.id, ...change }, via);
  await call('orders.prepare', { id: a.id }, via);
  await call('orders.cancel', { order_id: b.id }, via);
  const done = (list.orders as Any[]).find(
    (o) => ['collected', 'delivered'].includes(o.status) && !o.reviewed_at,
  );
  if (done)
    await call(
      'orders.review',
      { id: done.id, body: { review: { order_id: done.id, rating: 4, comment: 'Good' } } },
      {
        supplier: {
          api_endpoint:
            (near.suppliers as Any[]).find((s) => s.id === done.supplier_id)?.api_endpoint ?? null,
        },
      },
    );

  // One payment is open per order: the one the shopper walked away from is closed first.
  const abandoned = (
    await call('payments.registerTransaction', { id: a.id, body: { provider: 'WALLET' } }, via)
  ).transaction as Any;
  await call('payments.cancelTransaction', { order_id: a.id, id: abandoned?.id }, via);
  const tx = (
    await call(
      'payments.registerTransaction',
      { id: a.id, body: { provider: 'GATEWAY', return_url: 'http://localhost/return' } },
      via,
    )
  ).transaction as Any;
  await call('payments.getProcessing', { order_id: a.id, transaction_id: tx.id }, via);
  // The shopper approves on the gateway's page (stand-in), which answers with the signed return;
  // finalize takes the values that return carries, as the storefront's return route does.
  const decided = await fetch(`${base}/${dataset}/__pay/gateway/decide`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ PAY_REQUEST_ID: tx.provider_data.PAY_REQUEST_ID, decision: 'approve' }),
  });
  const { redirect_url } = (await decided.json()) as { redirect_url: string };
  const back = new URL(redirect_url).searchParams;
  await call(
    'payments.finalize',
    {
      order_id: a.id,
      transaction_id: tx.id,
      PAY_REQUEST_ID: back.get('PAY_REQUEST_ID') ?? '',
      TRANSACTION_STATUS: back.get('TRANSACTION_STATUS') ?? '',
      CHECKSUM: back.get('CHECKSUM') ?? '',
    },
    via,
  );
  await call('payments.processCard', { order_id: a.id, id: tx.id, body: { token: 'tok_ok' } }, via);
  await call('payments.getTransaction', { id: tx.id }, via);
  await call('payments.offlinePayment', { id: a.id }, via);
  await call('payments.resolvePaymentPending', { id: a.id }, via);

  await call('staff.completePack', { id: a.id }, via);
  await call('staff.disputePack', { id: a.id, body: { reason: 'Short one item' } }, via);
  await call('staff.issuePack', { id: a.id, body: { reason: 'Damaged', comment: 'Dented tin' } }, via);
  await call('staff.issueProcess', { id: a.id, body: { reason: 'Late' } }, via);
  const file = new Blob(['sku,price\n1,100\n'], { type: 'text/csv' });
  const imported = (
    await call('staff.createImport', {
      headers: MANAGER,
      body: { import_type: 'catalog', supplier_id: sid, file },
    })
  ).import as Any;
  await call('staff.updateImport', {
    id: imported.id,
    headers: MANAGER,
    body: { import_type: 'catalog', file },
  });
  const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
  await call('staff.createLeaflet', {
    headers: MANAGER,
    body: {
      name: 'Specials',
      supplier_ids: [sid],
      start_at: '2026-05-01',
      end_at: '2026-05-14',
      visible_at: null,
      published: true,
      file: pdf,
    },
  });

  const created = (
    await call('account.createAddress', {
      user_id: user.id,
      body: { address: { formatted: '1 Long Street, Cape Town', latitude: -33.92, longitude: 18.42 } },
    })
  ).address as Any;
  await call('account.createAddressV2', {
    user_id: user.id,
    body: { address: { formatted: '2 Long Street, Cape Town', latitude: -33.92, longitude: 18.42 } },
  });
  await call('account.listAddresses', { user_id: user.id });
  await call('account.listAddressesV2', { user_id: user.id });
  await call('account.deleteAddress', { user_id: user.id, id: created.id });
  await call('account.update', { id: user.id, body: { account: { first_name: 'Thandi' } } });
  await call('account.updateV2', { id: user.id, body: { account: { last_name: 'Mokoena' } } });
  for (const v of ['', 'V2']) {
    await call(`account.forgotPassword${v}`, { body: { login: DEMO_LOGIN } });
    const code = (await raw(`/${dataset}/api/v1/account/customer/forgot_password`, { login: DEMO_LOGIN }))
      .demo_code as string;
    const token = await call(`account.validateToken${v}`, { body: { login: DEMO_LOGIN, token_code: code } });
    await call(`account.resetPassword${v}`, { body: { token_id: token.token_id, password: DEMO_PASSWORD } });
  }
  const stamp = String(Date.now()).slice(-7);
  for (const [v, prefix] of [
    ['', '072'],
    ['V2', '073'],
  ] as const) {
    await call(`account.signUp${v}`, {
      body: {
        login: `${prefix}${stamp}`,
        password: 'secret1',
        first_name: 'Test',
        last_name: 'Shopper',
        profile: { terms: true },
      },
    });
  }
  const debtor = await raw(`/${dataset}/api/v1/account/customer/sign_in`, {
    login: DEBTOR_LOGIN,
    password: DEBTOR_PASSWORD,
  });
  setToken(debtor.account.auth_token as string);
  const cardless = (near.suppliers as Any[]).find(
    (s) => !(debtor.account.debtor_cards as Any[]).some((c) => c.supplier_id === s.id),
  );
  await call('account.newDebtorCard', { id: debtor.account.id, body: { supplier_id: cardless?.id ?? sid } });
}
