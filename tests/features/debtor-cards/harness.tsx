import { DebtorCardsRoute } from '../../../src/app/routes/account/debtor-cards';
import { DEBTOR, DEMO, signInAs } from '../account/signed-in';
// Not a React hook despite its name: it sets the module-level deployment config.
import {
  chooseSupplier,
  KHAYA_FRESH,
  renderRoute,
  useDeployment as chooseDeployment,
} from '../catalog/lists-harness';

// The debtor cards screen runs in the market deployment (the only one offering DEBTORCARD), with a
// market shop chosen and a shopper signed in against the fake backend.

export const SHOPPER = DEMO;
export { DEBTOR };

/** Market deployment, Khaya Fresh chosen, `who` signed in with a bearer token. */
export async function signInToMarket(who: { login: string; password: string }): Promise<void> {
  chooseDeployment('market');
  await signInAs(who);
  chooseSupplier(KHAYA_FRESH);
}

export const openDebtorCards = () => renderRoute(<DebtorCardsRoute />, '/debtorcards', 'debtorcards');
