import { setCredentialsProvider } from '../../src/api/http-target';
import { accountApi } from '../../src/api/operations/account';
import { parseDeploymentConfig, setDeploymentConfig } from '../../src/config/deployment-config';
import { useAccountStore } from '../../src/stores/account-store';
import { useSuppliersStore, type SelectedSupplier } from '../../src/stores/suppliers-store';
import large from '../../deployments/large-demo.json' with { type: 'json' };
import market from '../../deployments/market-demo.json' with { type: 'json' };
import reference from '../../deployments/reference.json' with { type: 'json' };
import { DEMO } from './fixtures';

// Deployments, shops and sessions of the fake backend's seed data, as the app sees them. The
// deployments are the real JSON files: their hosts carry the dataset prefix the handlers read
// (`/reference`). The seed's other shops and shoppers are in fixtures.ts.

export type DeploymentName = 'reference' | 'market' | 'large';

/** Khaya Fresh (market dataset), with its own endpoint, stokvel packs and combos. */
export const KHAYA_FRESH: SelectedSupplier = {
  id: 21,
  name: 'Khaya Fresh',
  api_endpoint: `${market.api.agency_host}/s/khaya-fresh`,
};

/** Installs the reference (agency, zero-waste shop), market-demo or large-demo (wholesaler) deployment file. */
export function installDeployment(name: DeploymentName): void {
  setDeploymentConfig(
    parseDeploymentConfig(name === 'market' ? market : name === 'large' ? large : reference),
  );
}

/** Selects a shop the way the supplier picker does. */
export function chooseSupplier(supplier: SelectedSupplier): void {
  useSuppliersStore.getState().select(supplier);
}

/** As prepareSession does: the signed-in shopper's token goes with the calls that need it. */
export function sendSessionToken(): void {
  setCredentialsProvider(() => {
    const token = useAccountStore.getState().token;
    return token ? { bearer: token } : {};
  });
}

/**
 * Signs a seeded shopper in against the fake backend (of the deployment installed now) and keeps
 * the session the way the app does, so calls that need the shopper's token reach the backend as a
 * real session.
 */
export async function signInAs(credentials: { login: string; password: string } = DEMO): Promise<void> {
  sendSessionToken();
  const { account } = await accountApi.signIn({ body: credentials });
  const { auth_token: token, ...rest } = account;
  useAccountStore.getState().signIn(rest, token ?? null);
}
