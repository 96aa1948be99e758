import { parseDeploymentConfig, setDeploymentConfig } from '../../src/config/deployment-config';
import { useSuppliersStore, type SelectedSupplier } from '../../src/stores/suppliers-store';
import market from '../../deployments/market-demo.json' with { type: 'json' };
import reference from '../../deployments/reference.json' with { type: 'json' };

// Shops and deployments of the fake backend's seed data, as the app sees them. The deployments
// are the real JSON files: their hosts carry the dataset prefix the handlers read (`/reference`).

export type DeploymentName = 'reference' | 'market';

/** Zero Waste Pantry Sea Point (reference dataset, served by the agency host). */
export const SEA_POINT: SelectedSupplier = {
  id: 14,
  name: 'Zero Waste Pantry Sea Point',
  api_endpoint: null,
};

/** Khaya Fresh (market dataset), with its own endpoint, stokvel packs and combos. */
export const KHAYA_FRESH: SelectedSupplier = {
  id: 21,
  name: 'Khaya Fresh',
  api_endpoint: `${market.api.agency_host}/s/khaya-fresh`,
};

/** Installs the reference (agency, zero-waste shop) or market-demo deployment file. */
export function installDeployment(name: DeploymentName): void {
  setDeploymentConfig(parseDeploymentConfig(name === 'market' ? market : reference));
}

/** Selects a shop the way the supplier picker does. */
export function chooseSupplier(supplier: SelectedSupplier): void {
  useSuppliersStore.getState().select(supplier);
}
