import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartComparison, CheapestBasket as Cheapest } from '#api/schemas/cart.ts';
import { QueryStatus } from '#components/query-status.tsx';
import type { CartLine } from '#domain/basket/cart-store.ts';
import { rankShops, type DeliveryBasis } from '../rank-shops';
import { CheapestBasket } from './cheapest-basket';
import { ShopComparison } from './shop-comparison';
import '../compare.css';

/** Where the shops are looked for: the deployment's map position until the shopper taps to locate. */
interface Locating {
  /** Absent where the browser cannot be asked. */
  locate?: () => void;
  locating: boolean;
}

interface Props {
  comparison: UseQueryResult<{ comparisons: CartComparison[]; cheapest: Cheapest | null }>;
  shopper: Locating;
  lines: readonly CartLine[];
  debug: boolean;
  /** Whether the shopper chose delivery, collection or neither yet: what the totals include. */
  delivery: DeliveryBasis;
  onOrderHere: (comparison: CartComparison) => void;
}

const BASIS_NOTE = {
  delivery: 'compare.basis_delivery',
  collection: 'compare.basis_collection',
  unchosen: 'compare.basis_unchosen',
} as const;

/**
 * The basket priced at every shop nearby, complete baskets first and cheapest first (rankShops),
 * each with a way to order there. The debug form adds the theoretical cheapest basket.
 */
export function CompareScreen({ comparison, shopper, lines, debug, delivery, onOrderHere }: Props) {
  const { t } = useTranslation();
  const title = (
    <h1 id="page-title" tabIndex={-1}>
      {t(debug ? 'titles.basket_compare_debug' : 'titles.basket_compare')}
    </h1>
  );
  if (lines.length === 0) {
    return (
      <section className="compare" aria-labelledby="page-title">
        {title}
        <p>{t('compare.empty')}</p>
        <Link to="/" className="button button--primary">
          {t('compare.start_shopping')}
        </Link>
      </section>
    );
  }
  const data = comparison.data;
  const shops = data?.comparisons ?? [];
  const ranked = rankShops(shops, lines, delivery);
  return (
    <section className="compare" aria-labelledby="page-title">
      {title}
      <p>{t('compare.intro', { count: lines.length })}</p>
      <p className="compare__basis">{t(BASIS_NOTE[delivery])}</p>
      {shopper.locate && (
        <button type="button" className="button" onClick={shopper.locate} disabled={shopper.locating}>
          {t(shopper.locating ? 'compare.locating' : 'compare.use_location')}
        </button>
      )}
      {!data ? (
        <QueryStatus query={comparison} />
      ) : shops.length === 0 ? (
        <p>{t('compare.no_shops')}</p>
      ) : (
        <ol className="compare__shops" aria-label={t('compare.shops')}>
          {ranked.map((shop) => (
            <ShopComparison
              key={shop.comparison.supplier.id}
              shop={shop}
              wanted={lines.length}
              delivery={delivery}
              onOrderHere={onOrderHere}
            />
          ))}
        </ol>
      )}
      {debug && data?.cheapest && (
        <CheapestBasket cheapest={data.cheapest} comparisons={shops} lines={lines} />
      )}
      <Link to="/basket" className="button">
        {t('compare.back_to_basket')}
      </Link>
    </section>
  );
}
