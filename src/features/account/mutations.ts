import { useMutation } from '@tanstack/react-query';
import { useCreateMutation } from '#lib/use-create-mutation.ts';
import { accountApi } from '#api/operations/account.ts';
import type {
  AccountUpdateBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  SessionResponse,
  SignInBody,
  SignUpBody,
  ValidateTokenBody,
} from '#api/schemas/account-calls.ts';
import { startSession } from '#domain/session/lifecycle.ts';
import { useAccountStore } from '#stores/account-store.ts';

/** Sign in, sign up and a password reset all open a session: keep the account and its token. */
function keepSession({ account }: SessionResponse): void {
  const { auth_token: token, ...rest } = account;
  startSession(rest, token ?? null);
}

export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInBody) => accountApi.signIn({ body }),
    onSuccess: keepSession,
  });
}

export function useSignUp() {
  // Sign-up creates the account: a retry after a lost answer must not register it twice.
  return useCreateMutation({
    mutationFn: (body: SignUpBody, idempotencyKey) => accountApi.signUp({ body }, { idempotencyKey }),
    onSuccess: keepSession,
  });
}

/** Asks the server to send a reset code by SMS; it answers the same whether or not the number exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => accountApi.forgotPassword({ body }) });
}

/** Checks the code; the answer carries the token id the new password is set with. */
export function useValidateToken() {
  return useMutation({ mutationFn: (body: ValidateTokenBody) => accountApi.validateToken({ body }) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => accountApi.resetPassword({ body }),
    onSuccess: keepSession,
  });
}

/** Saves account and profile changes and keeps the answer as the signed-in account (token kept). */
export function useUpdateAccount() {
  return useMutation({
    mutationFn: ({ id, account }: { id: number; account: AccountUpdateBody['account'] }) =>
      accountApi.update({ id, body: { account } }),
    onSuccess: ({ account }) => useAccountStore.getState().update(account),
  });
}
