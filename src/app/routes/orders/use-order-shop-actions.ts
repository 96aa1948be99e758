import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Order } from '#api/schemas/order.ts';
import type { Supplier } from '#api/schemas/supplier.ts';
import { supplierQuery } from '#features/suppliers/queries.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { useOrdersStore } from '#domain/orders/editing-store.ts';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { useChooseSupplier } from '../../layout/use-choose-supplier';

/**
 * Reorder (spec section 4: refetch suppliers, select the order's supplier, fill the basket at
 * today's prices, asking before a basket of another shop's items is emptied), for the order page
 * and each card of the history. One at a time: `reordering` while one is under way.
 */
export function useReorder() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choose = useChooseSupplier();
  const [reordering, setReordering] = useState(false);

  const reorderNow = async (order: Order) => {
    // Reorder fills the basket at the order's shop: an order being edited stops being edited first
    // (end-editing.ts, without going back to the shop before; nothing is lost).
    useOrdersStore.getState().stopEditing();
    setReordering(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...supplierQuery(order.supplier_id), staleTime: 0 });
      const current = fresh.supplier;
      if (useSuppliersStore.getState().selected?.id !== current.id) {
        await choose(current);
        if (useSuppliersStore.getState().selected?.id !== current.id) return;
      }
      // Loaded on the press: most visits to an order never reorder it.
      const { reorder } = await import('#features/orders/reorder.ts');
      const result = await reorder(order, current);
      const notice = [
        t('orders.reordered', { count: result.added, reference: order.reference }),
        result.gone.length ? t('orders.reorder_gone', { items: result.gone.join(', ') }) : '',
        result.repriced.length ? t('orders.reorder_repriced', { items: result.repriced.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' ');
      void navigate('/basket', { state: { notice } });
    } catch {
      pushAlert({ kind: 'error', message: t('orders.reorder_failed') });
    } finally {
      setReordering(false);
    }
  };

  return { reorder: (order: Order) => void reorderNow(order), reordering };
}

/**
 * The order page's actions that take the shopper to the order's shop: reorder (useReorder) and
 * adding items (order editing mode).
 */
export function useOrderShopActions(order: Order | null, shop: Supplier | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { reorder, reordering } = useReorder();

  const addItems =
    order && shop
      ? () =>
          void import('../../layout/start-editing').then(({ startEditing }) =>
            startEditing(queryClient, navigate, { id: order.id, reference: order.reference, shop }),
          )
      : null;

  return {
    reorder: () => {
      if (order) reorder(order);
    },
    reordering,
    addItems,
  };
}
