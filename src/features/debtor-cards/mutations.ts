import { useMutation } from '@tanstack/react-query';
import { accountApi } from '#api/operations/account.ts';
import type { DebtorCard } from '#api/schemas/account.ts';
import { useCreateMutation } from '#lib/use-create-mutation.ts';
import { useAccountStore } from '#stores/account-store.ts';

export interface DebtorRegistration {
  id_number: string;
  business_address_1: string;
}

/** Saves ID number and business address; the answer's account replaces the stored one. */
export function useRegisterDebtor(userId: number) {
  return useMutation({
    mutationFn: (registration: DebtorRegistration) =>
      accountApi.update({ id: userId, body: { account: registration } }),
    onSuccess: ({ account }) => useAccountStore.getState().update(account),
  });
}

function keepCard(card: DebtorCard): void {
  const { account, update } = useAccountStore.getState();
  if (!account) return;
  const others = account.debtor_cards.filter((existing) => existing.id !== card.id);
  update({ ...account, debtor_cards: [...others, card] });
}

export interface CardRequest {
  supplierId: number;
  branch: string;
}

/** Asks a supplier branch for a debtor card; the new (pending) card joins the stored account. */
export function useRequestDebtorCard(userId: number) {
  // A retry after a lost answer must not open a second request.
  return useCreateMutation({
    mutationFn: ({ supplierId, branch }: CardRequest, idempotencyKey) =>
      accountApi.newDebtorCard(
        { id: userId, body: { supplier_id: supplierId, supplier_branch: branch } },
        { idempotencyKey },
      ),
    onSuccess: ({ debtor_card }) => keepCard(debtor_card),
  });
}
