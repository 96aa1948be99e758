import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DebtorCardState } from '../../../features/checkout/components/payment/debtor-card-notice';
import { debtorCardsRefreshQuery } from '../../../features/debtor-cards/queries';
import { useAccountStore } from '../../../stores/account-store';

/**
 * The shopper's accepted debtor card at a shop, as the checkout's payment step needs it. The
 * balance comes from the account; 'I have topped up' asks the supplier for the account again.
 */
export function useDebtorCardAt(
  userId: number | null,
  supplierId: number | null,
  /** The shop takes debtor cards for this order: only then are the cards asked for. */
  wanted: boolean,
): DebtorCardState | null {
  const card = useAccountStore(
    (s) =>
      s.account?.debtor_cards.find(
        (c) => c.supplier_id === supplierId && c.status === 'accepted' && c.debtor_card_number,
      ) ?? null,
  );
  // Cards are not kept across reloads (account-store): the step asks for them when it needs them.
  const refresh = useQuery({ ...debtorCardsRefreshQuery(userId ?? 0), enabled: wanted && userId !== null });
  const [rechecked, setRechecked] = useState(false);
  if (!wanted || !card?.debtor_card_number) return null;
  return {
    number: card.debtor_card_number,
    balanceInCents: card.balance_in_cents ?? 0,
    recheck: () => {
      setRechecked(true);
      void refresh.refetch();
    },
    rechecking: refresh.isFetching,
    rechecked,
  };
}
