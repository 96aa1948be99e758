import { useState } from 'react';
import type { DebtorCardState } from '#features/checkout/components/payment/debtor-card-notice.tsx';
import { useAcceptedCardAt } from '#features/debtor-cards/queries.ts';

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
  const { card, refresh } = useAcceptedCardAt(userId, supplierId, wanted);
  const [rechecked, setRechecked] = useState(false);
  if (!card?.debtor_card_number) return null;
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
