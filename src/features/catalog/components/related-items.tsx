import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierRef } from '#api/define.ts';
import type { Correlation, Offer, Sellable } from '#api/schemas/catalog.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { useNearView } from '#lib/use-near-view.ts';
import { sellableOffersQuery } from '../queries';
import { isOutOfStock } from './offer-badges';
import { OfferTile } from './offer-tile';
import { TileImage } from './tile';
import '../product.css';

/**
 * Related items of the product's sellables, once each, grouped by relation in position order; the
 * first `limit` of them.
 */
export function groupCorrelations(
  sellables: readonly Sellable[],
  limit = Infinity,
): [string, Correlation[]][] {
  const seen = new Set<number>();
  const groups = new Map<string, Correlation[]>();
  const all = sellables.flatMap((sellable) => sellable.correlations);
  for (const correlation of [...all].sort((a, b) => a.position - b.position)) {
    // A product's own sellables point at each other; the page already shows them.
    if (seen.has(correlation.id) || sellables.some((s) => s.id === correlation.id)) continue;
    if (seen.size >= limit) break;
    seen.add(correlation.id);
    groups.set(correlation.relation_name, [...(groups.get(correlation.relation_name) ?? []), correlation]);
  }
  return [...groups];
}

/** Related items shown, at most: each asks for its offers, so a long list would cost data. */
export const RELATED_SHOWN = 8;

interface Props {
  supplier: SupplierRef;
  sellables: readonly Sellable[];
  /** Whether the tiles may ask for their offers at all yet (see below). */
  ready: boolean;
}

/**
 * 'Similar items', 'Goes well with' … as tiles with picture, price and Add. A correlation names a
 * sellable, not its product or price, so each tile asks for that sellable's offers (one small call)
 * and shows the cheapest one in stock. The calls wait until the section nears the screen: below
 * the product's offers, up to eight calls and their pictures are data a shopper who does not
 * scroll never sees, and asked at once they raced the product's own picture for the link. They
 * also wait for `ready`: the route holds it until the first page has had its quiet moment.
 */
export function RelatedItems({ supplier, sellables, ready }: Props) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section);
  const groups = groupCorrelations(sellables, RELATED_SHOWN);
  if (groups.length === 0) return null;

  return (
    <section ref={section} className="related" aria-labelledby="related-title">
      <h2 id="related-title">{t('product.related')}</h2>
      {groups.map(([relation, items]) => (
        <div key={relation}>
          {/* Supplier text, rendered as text. */}
          <h3>{relation}</h3>
          <ul className="tile-grid related__tiles" aria-label={relation}>
            {items.map((item) => (
              <RelatedTile key={item.id} supplier={supplier} item={item} asking={near && ready} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function RelatedTile({
  supplier,
  item,
  asking,
}: {
  supplier: SupplierRef;
  item: Correlation;
  asking: boolean;
}) {
  const { t } = useTranslation();
  const query = useQuery({ ...sellableOffersQuery(supplier, item.id), enabled: asking });
  const offers = query.data?.offers ?? [];
  const inStock = offers.filter((offer) => !isOutOfStock(offer));
  const offer = inStock.reduce<Offer | undefined>(
    (cheapest, next) => (cheapest && cheapest.price_in_cents <= next.price_in_cents ? cheapest : next),
    undefined,
  );
  if (!offer) {
    return (
      <li className="tile related__missing">
        <TileImage src={null} />
        <span className="tile__name">{item.name}</span>
        {query.isError ? (
          // Failed: the shop's usual error and retry, in the tile; the rest of the page stands.
          <div className="tile__meta">
            <QueryStatus query={query} />
          </div>
        ) : (
          <span className="tile__meta">
            {query.isPending ? t('common.loading') : t('product.related_unavailable', { name: item.name })}
          </span>
        )}
      </li>
    );
  }
  return <OfferTile offer={offer} listName="related" />;
}
