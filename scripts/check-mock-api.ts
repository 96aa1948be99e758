import { parseDeploymentConfig, setDeploymentConfig } from '../src/config/deployment-config.ts';
import type { CallOptions } from '../src/api/define.ts';
import { operationList } from '../src/api/operations.ts';
import reference from '../deployments/reference.json' with { type: 'json' };
import { DEMO_LOGIN, DEMO_PASSWORD } from '../src/mocks/db/seed/accounts.ts';
import { DATASET_NAMES, type DatasetName } from '../src/mocks/db/seed/types.ts';
import { base, call, covered, raw, tally, setToken, type Any } from './check-mock-api-client.ts';
import { checkOrdersAndAccounts } from './check-mock-api-orders.ts';

// Calls every operation of the API registry against a running mock API (npm run mock-api) through
// the app's own API layer, so each answer is parsed with the app's schemas, and prints one line per
// call. Usage: tsx scripts/check-mock-api.ts [base-url] (default http://127.0.0.1:8787). The mock's
// state is reset first (POST /__reset), so run it against a dedicated server.

async function checkDataset(dataset: DatasetName): Promise<void> {
  console.info(`\n== ${dataset} ==`);
  const host = `${base}/${dataset}`;
  const market = dataset === 'market';
  // The large wholesaler is neither an agency nor a marketplace: one shop on its own host.
  setDeploymentConfig(
    parseDeploymentConfig({
      ...reference,
      features: { ...reference.features, agency: dataset === 'reference', multi_supplier: market },
      api: { agency_host: host, main_host: host, account_scope: 'customer' },
    }),
  );
  const here = { lat: -33.9249, lon: 18.4241 };
  await call('config.getShopfrontConfig');
  const signedIn = await call('account.signIn', { body: { login: DEMO_LOGIN, password: DEMO_PASSWORD } });
  await call('account.signInV2', { body: { login: DEMO_LOGIN, password: DEMO_PASSWORD } });
  const token = (
    await raw(`/${dataset}/api/v1/account/customer/sign_in`, { login: DEMO_LOGIN, password: DEMO_PASSWORD })
  ).account?.auth_token as string;
  setToken(token);
  const user = { id: signedIn.account?.id as number, login: DEMO_LOGIN };
  await call('config.migrate');

  const near = await call('catalog.suppliersDistanceFrom', here);
  await call('catalog.suppliersDistanceFromV2', here);
  const supplier = (near.suppliers as Any[]).find((s) => !s.disabled) as Any;
  const via: CallOptions = { supplier: { api_endpoint: supplier.api_endpoint } };
  const sid = supplier.id as number;
  await call('catalog.getSupplier', { id: sid });
  await call('catalog.getSupplierV2', { id: sid });
  await call('catalog.getAds');
  await call('catalog.getAgencies');
  await call('catalog.getBanners');
  await call('catalog.getLeaflets', { ...here, radius: 30 });
  const roots = await call('catalog.listCategories', { supplier_id: sid }, via);
  const root = roots.categories[0];
  await call('catalog.getCategoryBanners', { id: root.id }, via);
  const leafRef = (await call('catalog.getCategory', { id: root.id, supplier_id: sid }, via)).category
    .categories[0];
  const leaf = (await call('catalog.getCategory', { id: leafRef.id, supplier_id: sid }, via)).category;
  const product = (await call('catalog.getProduct', { id: leaf.products[0].id }, via)).product;
  await call('catalog.getProductOffers', { id: product.id, supplier_id: sid }, via);
  await call('catalog.getSellableOffers', { id: product.sellables[0].id }, via);
  const sample = await call('catalog.getSampleOffers', { supplier_id: sid }, via);
  await call('catalog.searchOffers', { query: 'rice', supplier_id: sid, page: 1, per_page: 5 }, via);
  for (const op of [
    'getCombos',
    'getSupplierLeaflets',
    'getPromotions',
    'getActivePromotions',
    'getStokvel',
    'getActiveStokvel',
  ]) {
    await call(`catalog.${op}`, { id: sid }, via);
  }
  const slots = (await call('catalog.getTimeslots', { id: sid, requires_shipping: false }, via))
    .timeslots as Any[];
  const picks = (sample.offers as Any[])
    .slice(0, 3)
    .map((o) => ({ offer_id: o.id, qty: 2, price_in_cents: o.price_in_cents }));

  const cartInput = {
    items: picks,
    requires_shipping: false,
    shipping_provider: null,
    shipping_lat: null,
    shipping_lon: null,
    supplier_id: sid,
    discount_code: null,
    collection_date: slots[0]?.value ?? null,
  };
  await call('cart.getClientConfig', { supplier_id: sid }, via);
  await call('cart.getCheckoutConfig', { supplier_id: sid }, via);
  await call('cart.validate', { body: { cart: cartInput, user } }, via);
  await call('cart.validatePicks', { body: { items: picks } }, via);
  const synced = await call('cart.compareSync', { body: { items: picks, ...here } });
  await call('cart.sync', { body: { cart: { items: picks, location: here } } });
  await call('cart.compare', { id: synced.cart.id, ...here });
  await call('cart.compareDebug', { id: synced.cart.id, ...here });
  await checkOrdersAndAccounts(dataset, { user, sid, via, picks, slots, near, here });
}

const reset = await fetch(`${base}/__reset`, { method: 'POST' }).catch(() => null);
if (!reset?.ok) {
  console.error(`No mock API at ${base} (start it with npm run mock-api)`);
  process.exit(2);
}
for (const dataset of DATASET_NAMES) await checkDataset(dataset);
const skipped = operationList.filter((d) => !covered.has(d.name));
for (const d of skipped) {
  const why = d.host === 'static' ? 'static file served by the app, not the supplier API' : 'NOT COVERED';
  if (d.host !== 'static') tally.failures += 1;
  console.info(`skip  ${d.name.padEnd(34)} ${d.method.padEnd(6)} ${d.path}  (${why})`);
}
console.info(`\n${covered.size}/${operationList.length} operations checked, ${tally.failures} failure(s)`);
process.exit(tally.failures ? 1 : 0);
