import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountApi } from '../../src/api/operations/account';
import { useCreateAddress } from '../../src/features/addresses/mutations';
import { createQueryClient } from '../../src/lib/query-client';
import { handlers } from '../../src/mocks/handlers/all';
import { useAccountStore } from '../../src/stores/account-store';
import { installDeployment, signInAs } from '../support/fake-backend';
import { DEMO } from '../support/fixtures';
import { server } from '../support/msw';

// A create whose answer is lost (the request reached the server, the reply never came back) is
// sent again by the shopper: with the same idempotency key, the server must store it once.

const address = (formatted: string) => ({
  formatted,
  latitude: -33.92,
  longitude: 18.42,
  unit_or_floor: null,
  bridge_id: null,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>;
}

/** The next address POST reaches the fake backend, which stores it, but its answer is lost. */
function loseNextAnswer() {
  server.use(
    http.post(
      '*/api/v1/users/:user_id/addresses',
      async ({ request }) => {
        await getResponse(handlers, request.clone());
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

let userId = 0;
const saved = async () =>
  (await accountApi.listAddresses({ user_id: userId })).addresses.map((stored) => stored.formatted);

beforeEach(async () => {
  installDeployment('reference');
  await signInAs(DEMO);
  userId = useAccountStore.getState().account!.id;
});

describe('useCreateMutation', () => {
  it('stores a create once when the first answer is lost and the shopper sends it again', async () => {
    const before = await saved();
    const { result } = renderHook(() => useCreateAddress(userId), { wrapper });
    loseNextAnswer();
    await act(() => result.current.mutateAsync(address('12 Kloof St, Gardens')).catch(() => undefined));
    await waitFor(() => expect(result.current.isError).toBe(true));
    // The server did store it; only the answer was lost.
    expect(await saved()).toEqual([...before, '12 Kloof St, Gardens']);
    await act(() => result.current.mutateAsync(address('12 Kloof St, Gardens')));
    expect(await saved()).toEqual([...before, '12 Kloof St, Gardens']);
  });

  it('gives a different address, or the next one after a success, a new attempt', async () => {
    const before = await saved();
    const { result } = renderHook(() => useCreateAddress(userId), { wrapper });
    loseNextAnswer();
    await act(() => result.current.mutateAsync(address('1 Long St')).catch(() => undefined));
    // The shopper corrected the address: a new attempt, so both are stored.
    await act(() => result.current.mutateAsync(address('1 Long St, Cape Town')));
    await act(() => result.current.mutateAsync(address('1 Long St, Cape Town')));
    expect(await saved()).toEqual([...before, '1 Long St', '1 Long St, Cape Town', '1 Long St, Cape Town']);
  });

  it('ignores a second submit while the first is in flight, and takes the next one after it', async () => {
    const keys: (string | null)[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/v1/users/:user_id/addresses', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        await held; // in flight until the test has pressed again
        return getResponse(handlers, request.clone());
      }),
    );
    const before = await saved();
    const { result } = renderHook(() => useCreateAddress(userId), { wrapper });
    let first: Promise<unknown> = Promise.resolve();
    let joined: Promise<unknown> = Promise.resolve();
    // Two presses in one frame: the second sees the render from before the first began.
    act(() => {
      const { mutate, mutateAsync } = result.current;
      first = mutateAsync(address('3 Bree St'));
      mutate(address('3 Bree St'));
      joined = mutateAsync(address('4 Bree St'));
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    // A press after that render, with isPending true, is ignored as well.
    act(() => result.current.mutate(address('3 Bree St')));
    await waitFor(() => expect(keys).toHaveLength(1));
    release();
    await act(() => first);
    // The one joining the flight got the first answer, not a request of its own.
    expect(await joined).toBe(await first);
    expect(keys).toHaveLength(1);
    expect(await saved()).toEqual([...before, '3 Bree St']);

    await act(() => result.current.mutateAsync(address('4 Bree St')));
    expect(keys).toHaveLength(2);
    expect(await saved()).toEqual([...before, '3 Bree St', '4 Bree St']);
  });
});
