import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../src/api/errors';
import { createQueryClient, retryOnce } from '../../src/lib/query-client';

const failure = (kind: ApiErrorKind, status?: number) =>
  new ApiError('x', { kind, operation: 'catalog.listCategories', status });

describe('retryOnce: which failed queries are asked once more before the shopper sees the error', () => {
  it.each([
    ['a dropped connection', failure('network')],
    ['HTTP 500', failure('http', 500)],
    ['a proxy answering 502', failure('http', 502)],
  ])('retries %s once, and not a second time', (_, error) => {
    expect(retryOnce(0, error)).toBe(true);
    expect(retryOnce(1, error)).toBe(false);
  });

  it.each([
    ['HTTP 404', failure('http', 404)],
    ['HTTP 401', failure('http', 401)],
    ['a garbled answer', failure('invalid_response', 200)],
    ['a timeout, which already made the shopper wait', failure('timeout')],
    ['an aborted call', failure('aborted')],
    ['something that is not an API error', new Error('boom')],
    ['nothing at all', undefined],
  ])('shows %s at once', (_, error) => {
    expect(retryOnce(0, error)).toBe(false);
  });
});

describe('a send made offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is tried at once and fails to the shopper, never held to go out when the signal returns', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const mutation = client.getMutationCache().build(client, { mutationFn: send });
    const sent = mutation.execute(undefined).catch((error: unknown) => error);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 1_000 });
    expect(await sent).toBeInstanceOf(TypeError);
    expect(mutation.state.isPaused).toBe(false);
    // Back online, nothing held is sent.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
