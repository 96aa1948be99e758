import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { DebtorCardsScreen } from '#features/debtor-cards/components/debtor-cards-screen.tsx';
import type { SupplierHooks } from '#features/debtor-cards/queries.ts';
import { nearbySuppliersQuery, supplierQuery } from '#features/suppliers/queries.ts';
import { ShopServiceGate } from './shop-service-gate';
import { bankStrings } from '#components/bank-details/strings.ts';
import { debtorCardsStrings } from '#features/debtor-cards/strings.ts';

export const strings = [bankStrings, debtorCardsStrings];

// The suppliers feature's own queries, so branches and bank details share its cache entries.
const suppliers: SupplierHooks = {
  useBranches: () => {
    const { lat, lon } = useDeploymentConfig().map;
    return useQuery(nearbySuppliersQuery({ lat, lon }));
  },
  useSupplier: (id) => useQuery(supplierQuery(id)),
};

/** Debtor cards, only where the chosen shop takes them. */
export function DebtorCardsRoute() {
  const { t } = useTranslation();
  return (
    <ShopServiceGate
      title={t('titles.debtorcards')}
      service="takesDebtorCards"
      noShop={t('debtor_cards.no_shop')}
      notOffered={t('debtor_cards.not_offered')}
      backLabel={t('debtor_cards.back_home')}
    >
      {(userId) => <DebtorCardsScreen userId={userId} suppliers={suppliers} />}
    </ShopServiceGate>
  );
}
