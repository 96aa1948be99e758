import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '#api/operations/account.ts';
import type { AddressInput } from '#api/schemas/account.ts';
import * as accountKeys from '#api/keys/account.ts';
import { useCreateMutation } from '#lib/use-create-mutation.ts';

export function useCreateAddress(userId: number) {
  const queryClient = useQueryClient();
  // A save retried after a dropped answer must not store the address twice.
  return useCreateMutation({
    mutationFn: (address: AddressInput, idempotencyKey) =>
      accountApi.createAddress({ user_id: userId, body: { address } }, { idempotencyKey }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses(userId) }),
  });
}

export function useDeleteAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => accountApi.deleteAddress({ user_id: userId, id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses(userId) }),
  });
}
