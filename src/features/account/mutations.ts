import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../../api/operations/account';
import type { SignInBody } from '../../api/schemas/account';
import { useAccountStore } from '../../stores/account-store';

/** Signs in and keeps the account and its token for later calls. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => accountApi.signIn({ body }),
    onSuccess: ({ account }) => {
      const { auth_token: token, ...rest } = account;
      useAccountStore.getState().signIn(rest, token ?? null);
    },
  });
}
