import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/operations';
import type { SignInBody } from '../../api/schemas/account';
import { useAccountStore } from '../../stores/account-store';

/** Signs in and keeps the account and its token for later calls. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => api.account.signIn({ body }),
    onSuccess: ({ account }) => {
      const { auth_token: token, ...rest } = account;
      useAccountStore.getState().signIn(rest, token ?? null);
    },
  });
}
