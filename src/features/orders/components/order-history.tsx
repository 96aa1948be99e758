import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#api/schemas/order.ts';
import { NextPageLoader } from '#components/next-page-loader.tsx';
import { QueryStatus } from '#components/query-status.tsx';
import { HistoryCard } from './history-card';
import '../orders.css';

interface Props {
  orders: UseInfiniteQueryResult<Order[]>;
  /** The order page's reorder (the route wires it: it chooses the order's shop). */
  onReorder: (order: Order) => void;
  /** A reorder is under way: one at a time. */
  reordering: boolean;
}

/**
 * The shopper's orders, newest first, each a card (history-card.tsx) with its shop, collection or
 * delivery slot, status, total and a reorder. More load as the end scrolls into view; 'Show more'
 * does the same for keyboard and screen-reader users.
 */
export function OrderHistory({ orders, onReorder, reordering }: Props) {
  const { t } = useTranslation();
  const list = orders.data;
  return (
    <section className="order-history" aria-labelledby="page-title">
      <h1 id="page-title">{t('titles.orders')}</h1>
      {!list ? (
        <QueryStatus query={orders} />
      ) : list.length === 0 ? (
        <div className="order-history__empty">
          <p>{t('orders.empty')}</p>
          <Link to="/" className="button button--primary">
            {t('orders.start_shopping')}
          </Link>
        </div>
      ) : (
        <>
          <ol className="order-history__list" aria-label={t('orders.list')}>
            {list.map((order) => (
              <HistoryCard key={order.id} order={order} onReorder={onReorder} reordering={reordering} />
            ))}
          </ol>
          {orders.isFetchNextPageError ? (
            <QueryStatus query={{ isPending: false, error: orders.error }} />
          ) : (
            <NextPageLoader
              hasMore={orders.hasNextPage}
              loading={orders.isFetchingNextPage}
              onLoadMore={() => void orders.fetchNextPage()}
              pageCount={list.length}
              label={t('orders.show_more')}
              loadingLabel={t('orders.loading_more')}
            />
          )}
        </>
      )}
    </section>
  );
}
