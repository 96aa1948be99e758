import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebtorCard } from '#api/schemas/account.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { useAccountStore } from '#stores/account-store.ts';
import { debtorCardsRefreshQuery, type SupplierHooks } from '../queries';
import { BranchRequest } from './branch-request';
import { CardList } from './card-list';
import { DebtorRegistration } from './debtor-registration';
import { TopUpDialog } from './top-up-dialog';
import '../debtor-cards.css';

const NO_CARDS: readonly DebtorCard[] = [];

/**
 * Debtor cards: registration first when the account has neither ID number nor business address
 * (spec 5), then the branch request and the card list. Cards come from the account in the store,
 * which opening the screen refreshes, so statuses the supplier changed show without signing in
 * again. Cards and ID number are not kept in storage: after a reload the screen waits for that
 * refresh rather than showing an empty list and asking a registered debtor to register.
 */
export function DebtorCardsScreen({ userId, suppliers }: { userId: number; suppliers: SupplierHooks }) {
  const { t } = useTranslation();
  const account = useAccountStore((state) => state.account);
  const complete = useAccountStore((state) => state.complete);
  const refresh = useQuery(debtorCardsRefreshQuery(userId));
  const [justRegistered, setJustRegistered] = useState(false);
  const [topUp, setTopUp] = useState<DebtorCard | null>(null);
  const cardsHeading = useRef<HTMLHeadingElement>(null);
  const cards = account?.debtor_cards ?? NO_CARDS;
  // Spec 5 asks for registration when both are missing; the server needs both to issue a card, so
  // an account with only one is asked too, with what it has filled in (decision 010).
  const registered = Boolean(account?.id_number && account.business_address_1);

  if (!complete && !refresh.isSuccess) return <QueryStatus query={refresh} />;
  return (
    <div className="debtor-cards-screen">
      {refresh.isError && (
        <div className="error-state" role="alert">
          <p>{t('debtor_cards.refresh_failed')}</p>
          <button type="button" className="button" onClick={() => void refresh.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      <CardList cards={cards} onTopUp={setTopUp} headingRef={cardsHeading} />
      {registered ? (
        <BranchRequest
          userId={userId}
          useBranches={suppliers.useBranches}
          cards={cards}
          focusHeading={justRegistered}
          onRequested={() => requestAnimationFrame(() => cardsHeading.current?.focus())}
        />
      ) : (
        <DebtorRegistration
          userId={userId}
          initial={{ idNumber: account?.id_number ?? '', address: account?.business_address_1 ?? '' }}
          onRegistered={() => setJustRegistered(true)}
        />
      )}
      <TopUpDialog card={topUp} onClose={() => setTopUp(null)} useSupplier={suppliers.useSupplier} />
    </div>
  );
}
