import { useTranslation } from 'react-i18next';
import { isRefusal, isUnreachable } from '#api/errors.ts';

/**
 * The messages a failed submission shows: the server's own words when it refused the request
 * with some (spec 8: sign in, sign up and update store them as form errors). A server error (5xx)
 * says what went wrong in the server's words and language, not the shopper's, so it shows the
 * translated generic line; a connection that failed says so.
 */
export function useServerMessages(error: unknown): string[] {
  const { t } = useTranslation();
  if (!error) return [];
  if (isUnreachable(error)) return [t('errors.unreachable')];
  if (isRefusal(error) && error.messages.length > 0) return error.messages;
  return [t('errors.generic')];
}
