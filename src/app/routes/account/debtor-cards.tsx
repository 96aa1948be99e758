import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status';
import { DebtorCardsScreen } from '../../../features/debtor-cards/components/debtor-cards-screen';
import type { SupplierHooks } from '../../../features/debtor-cards/queries';
import { clientConfigQuery, nearbySuppliersQuery, supplierQuery } from '../../../features/suppliers/queries';
import { getDeploymentConfig } from '../../../config/deployment-config';
import { useAccountStore } from '../../../stores/account-store';
import { useSuppliersStore } from '../../../stores/suppliers-store';
import '../../../features/debtor-cards/strings';

// The suppliers feature's own queries, so branches and bank details share its cache entries.
const suppliers: SupplierHooks = {
  useBranches: () => {
    const { lat, lon } = getDeploymentConfig().map;
    return useQuery(nearbySuppliersQuery({ lat, lon }));
  },
  useSupplier: (id) => useQuery(supplierQuery(id)),
};

/**
 * Debtor cards, shown only when the chosen shop takes them (spec 5: a shipping option lists
 * DEBTORCARD among its payment options). Otherwise the shopper is told why and given a way back.
 */
export function DebtorCardsRoute() {
  const { t } = useTranslation();
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const supplierId = useSuppliersStore((state) => state.selected?.id ?? null);
  const clientConfig = useQuery({ ...clientConfigQuery(supplierId ?? 0), enabled: supplierId !== null });
  const offered =
    clientConfig.data?.shipping.some((option) => option.payment_options.includes('DEBTORCARD')) ?? false;

  const body = () => {
    // The guard has run, but a logout in another tab can still clear the account under us.
    if (userId === null) return null;
    if (supplierId !== null && !clientConfig.isSuccess) return <QueryStatus query={clientConfig} />;
    if (!offered) {
      return (
        <>
          <p>{t(supplierId === null ? 'debtor_cards.no_shop' : 'debtor_cards.not_offered')}</p>
          <Link to="/" className="button">
            {t('debtor_cards.back_home')}
          </Link>
        </>
      );
    }
    return <DebtorCardsScreen userId={userId} suppliers={suppliers} />;
  };

  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.debtorcards')}</h1>
      {body()}
    </section>
  );
}
