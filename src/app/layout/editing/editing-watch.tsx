import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isNotFound } from '#api/errors.ts';
import { orderQuery } from '#features/orders/order-query.ts';
import { isChangeable } from '#features/orders/status.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import type { EditingOrder } from '#domain/orders/editing-store.ts';
import { endEditing } from '../end-editing';

/** Often enough to notice an order moving on while the shopper browses, light on mobile data. */
const WATCH_MS = 30_000;

/**
 * While an order is being edited, asks after it (every 30 s, on each navigation, when the tab comes
 * back) and ends editing by itself, saying so once, when the order can no longer take items: it
 * moved on (ready, collected, cancelled) or the shop no longer knows it.
 */
export function EditingWatch({ editing }: { editing: EditingOrder }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const userId = useAccountStore((state) => state.account?.id ?? null);
  const { pathname } = useLocation();
  const order = useQuery({
    ...orderQuery(userId ?? 0, editing.orderId),
    enabled: userId !== null,
    refetchInterval: WATCH_MS,
  });
  const { refetch } = order;

  useEffect(() => {
    if (userId !== null) void refetch();
  }, [pathname, refetch, userId]);

  const gone = isNotFound(order.error);
  const movedOn = order.data !== undefined && !isChangeable(order.data);
  useEffect(() => {
    if (!gone && !movedOn) return;
    // endEditing answers null when another tab or an earlier render already ended it: one notice.
    if (endEditing(queryClient))
      pushAlert({ kind: 'info', message: t('order_editing.ended', { reference: editing.reference }) });
  }, [gone, movedOn, queryClient, t, editing.reference]);
  return null;
}
