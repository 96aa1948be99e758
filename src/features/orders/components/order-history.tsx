import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Order } from '#api/schemas/order.ts';
import { NextPageLoader } from '#components/next-page-loader.tsx';
import { QueryStatus } from '#components/query-status.tsx';
import { formatMoney } from '#lib/money.ts';
import { shownStatus } from '../status';
import { OrderDates } from './order-dates';
import { PaymentBalance } from './payment-balance';
import { StatusPill } from './status-pill';
import '../orders.css';

interface Props {
  orders: UseInfiniteQueryResult<Order[]>;
}

/**
 * The shopper's orders, newest first: reference, status, placed and collection or delivery dates
 * (Johannesburg), total. More load as the end scrolls into view; 'Show more' does the same for
 * keyboard and screen-reader users.
 */
export function OrderHistory({ orders }: Props) {
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
              <OrderRow key={order.id} order={order} />
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

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <li className="order-row card">
      <h2 className="order-row__title">
        <Link to={`/orders/${order.id}`}>{t('orders.reference', { reference: order.reference })}</Link>
      </h2>
      <StatusPill status={shownStatus(order)} />
      <dl className="order-facts">
        <OrderDates order={order} />
        <div>
          <dt>{t('orders.total')}</dt>
          <dd>{formatMoney(order.total_in_cents)}</dd>
        </div>
      </dl>
      <PaymentBalance order={order} />
    </li>
  );
}
