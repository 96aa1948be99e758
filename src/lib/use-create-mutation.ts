import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { newAttemptKey } from './attempt-key';

type Options<TResult, TInput> = Omit<UseMutationOptions<TResult, Error, TInput>, 'mutationFn'> & {
  /** Performs the create with the attempt's idempotency key (CallOptions.idempotencyKey). */
  mutationFn: (input: TInput, idempotencyKey: string) => Promise<TResult>;
};

/**
 * A mutation that creates something on the server, with one idempotency key per attempt: sending
 * the same input again after a lost answer (a timeout, a dropped connection) reuses the key, so
 * the server applies it once; a success, or different input, starts a new attempt with a new key.
 * The one way app code calls an operation marked `creates` (http.ts refuses one without a key).
 */
export function useCreateMutation<TResult, TInput>({
  mutationFn,
  onSuccess,
  ...options
}: Options<TResult, TInput>) {
  const attempt = useRef<{ input: string; key: string } | null>(null);
  return useMutation<TResult, Error, TInput>({
    ...options,
    mutationFn: (input) => {
      const sent = JSON.stringify(input);
      if (attempt.current?.input !== sent) attempt.current = { input: sent, key: newAttemptKey() };
      return mutationFn(input, attempt.current.key);
    },
    onSuccess: (...args) => {
      attempt.current = null;
      return onSuccess?.(...args);
    },
  });
}
