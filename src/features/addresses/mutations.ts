import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../api/operations/account';
import type { AddressInput } from '../../api/schemas/account';
import { addressesKey } from './queries';

export function useCreateAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per save attempt: a retried POST after a dropped answer must not store it twice.
    mutationFn: ({ address, key }: { address: AddressInput; key: string }) =>
      accountApi.createAddress({ user_id: userId, body: { address } }, { idempotencyKey: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKey(userId) }),
  });
}

export function useDeleteAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => accountApi.deleteAddress({ user_id: userId, id }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesKey(userId) }),
  });
}
