import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { accountApi } from '#api/operations/account.ts';
import * as accountKeys from '#api/keys/account.ts';
import type { DebtorCard } from '#api/schemas/account.ts';
import type { Supplier } from '#api/schemas/supplier.ts';
import { useAccountStore } from '#stores/account-store.ts';

/**
 * The contract has no "get account" call, so the screen reads the cards by sending an update with
 * no changes: the answer is the current account, with statuses the supplier changed meanwhile.
 * Under ['account'] so signing out drops it (docs/decisions/010-debtor-cards.md).
 */
export function debtorCardsRefreshQuery(userId: number) {
  return queryOptions({
    queryKey: accountKeys.debtorCards(userId),
    queryFn: async ({ signal }) => {
      const { account } = await accountApi.update({ id: userId, body: { account: {} } }, { signal });
      // The store is what the list (and checkout) read; the query only says when it was refreshed.
      useAccountStore.getState().update(account);
      return account.debtor_cards;
    },
  });
}

/**
 * The shopper's accepted card at a shop, read fresh from the supplier while `enabled` (cards are not
 * kept across reloads); `refresh` asks again ('I have topped up').
 */
export function useAcceptedCardAt(userId: number | null, supplierId: number | null, enabled: boolean) {
  const refresh = useQuery({ ...debtorCardsRefreshQuery(userId ?? 0), enabled: enabled && userId !== null });
  const card: DebtorCard | null = useAccountStore(
    (state) =>
      state.account?.debtor_cards.find(
        (c) => c.supplier_id === supplierId && c.status === 'accepted' && c.debtor_card_number,
      ) ?? null,
  );
  return { card: enabled ? card : null, refresh };
}

/**
 * Supplier data the screen needs. It belongs to the suppliers feature, and features do not import
 * each other, so the route hands in hooks built on that feature's queries (one cache entry each).
 */
export interface SupplierHooks {
  /** Branches a card can be requested from: enabled suppliers near the deployment's map centre. */
  useBranches: () => UseQueryResult<Supplier[]>;
  /** One supplier with its bank details, for the top-up instructions. */
  useSupplier: (id: number) => UseQueryResult<Supplier>;
}
