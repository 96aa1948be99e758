import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Attempt } from './attempt';
import { newAttemptKey } from './attempt-key';

/** Where the current attempt is kept, when it must outlive the component (a reload mid-request). */
export interface AttemptStore {
  load: () => Attempt | null;
  save: (attempt: Attempt | null) => void;
}

type Options<TResult, TInput> = Omit<UseMutationOptions<TResult, Error, TInput>, 'mutationFn'> & {
  /** Performs the create with the attempt's idempotency key (CallOptions.idempotencyKey). */
  mutationFn: (input: TInput, idempotencyKey: string) => Promise<TResult>;
  /** Persisted attempts (placing an order); by default the attempt lives as long as the component. */
  attempts?: AttemptStore;
  /**
   * What makes two inputs the same attempt (default: the whole input). Leave out what the server
   * derives and the first, lost, attempt may have changed (store credit it already spent).
   */
  attemptOf?: (input: TInput) => unknown;
};

/**
 * A mutation that creates something on the server, with one idempotency key per attempt: sending
 * the same input again after a lost answer (a timeout, a dropped connection, a reload when
 * `attempts` persists it) reuses the key, so the server applies it once; a success, or different
 * input, starts a new attempt with a new key.
 * A submit while one is in flight is ignored (`mutateAsync` answers with the one in flight), so
 * callers need no `isPending` guard of their own.
 * The one way app code calls an operation marked `creates` (http.ts refuses one without a key).
 */
export function useCreateMutation<TResult, TInput>({
  mutationFn,
  onSuccess,
  attempts,
  attemptOf = (input) => input,
  ...options
}: Options<TResult, TInput>): UseMutationResult<TResult, Error, TInput> {
  const local = useRef<Attempt | null>(null);
  // A ref, not isPending: two presses in one frame both see the render before the first began.
  const inFlight = useRef<Promise<TResult> | null>(null);
  const store: AttemptStore = attempts ?? {
    load: () => local.current,
    save: (attempt) => {
      local.current = attempt;
    },
  };
  const mutation = useMutation<TResult, Error, TInput>({
    ...options,
    mutationFn: (input) => {
      // `?? ''`: an input-less create (cancel) stringifies to undefined.
      const sent = JSON.stringify(attemptOf(input)) ?? '';
      let attempt = store.load();
      if (attempt?.input !== sent) {
        attempt = { input: sent, key: newAttemptKey() };
        store.save(attempt);
      }
      return mutationFn(input, attempt.key);
    },
    onSuccess: (...args) => {
      store.save(null);
      return onSuccess?.(...args);
    },
  });
  const mutateAsync: typeof mutation.mutateAsync = (...args) => {
    if (inFlight.current) return inFlight.current;
    const flight = mutation.mutateAsync(...args).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = flight;
    return flight;
  };
  const mutate: typeof mutation.mutate = (...args) => {
    // Its outcome reaches the caller through the mutation's state and callbacks, as useMutation's does.
    mutateAsync(...args).catch(() => undefined);
  };
  return { ...mutation, mutate, mutateAsync };
}
