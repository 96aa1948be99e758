import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../src/api/errors';
import { retryOnce } from '../../src/lib/query-client';

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
