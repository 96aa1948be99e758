import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import type { Correlation, Sellable } from '#api/schemas/catalog.ts';
import { sellableOffersQuery } from '../queries';
import '../product.css';

/** Related items of the product's sellables, once each, grouped by relation in position order. */
export function groupCorrelations(sellables: readonly Sellable[]): [string, Correlation[]][] {
  const seen = new Set<number>();
  const groups = new Map<string, Correlation[]>();
  const all = sellables.flatMap((sellable) => sellable.correlations);
  for (const correlation of [...all].sort((a, b) => a.position - b.position)) {
    // A product's own sellables point at each other; the page already shows them.
    if (seen.has(correlation.id) || sellables.some((s) => s.id === correlation.id)) continue;
    seen.add(correlation.id);
    groups.set(correlation.relation_name, [...(groups.get(correlation.relation_name) ?? []), correlation]);
  }
  return [...groups];
}

interface Props {
  supplier: SupplierRef;
  sellables: readonly Sellable[];
}

/**
 * 'Similar items', 'Goes well with' … A correlation names a sellable, not its product, so opening
 * one asks for that sellable's offers (one small call, only on a tap) to learn its product.
 */
export function RelatedItems({ supplier, sellables }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<number | null>(null);
  // One status line for the section: a live region must exist before its message arrives.
  const [status, setStatus] = useState('');
  const groups = groupCorrelations(sellables);
  if (groups.length === 0) return null;

  const open = async (item: Correlation) => {
    if (busy !== null) return;
    setBusy(item.id);
    setStatus('');
    try {
      const { offers } = await queryClient.fetchQuery(sellableOffersQuery(supplier, item.id));
      const productId = offers[0]?.sellable.product_id;
      if (productId === undefined) setStatus(t('product.related_unavailable', { name: item.name }));
      else void navigate(`/product/${productId}`);
    } catch {
      setStatus(t('errors.generic'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="related" aria-labelledby="related-title">
      <h2 id="related-title">{t('product.related')}</h2>
      {groups.map(([relation, items]) => (
        <div key={relation}>
          {/* Supplier text, rendered as text. */}
          <h3>{relation}</h3>
          <ul className="related__list">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="link-button"
                  aria-busy={busy === item.id}
                  onClick={() => void open(item)}
                >
                  {item.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="product-note" role="status">
        {status}
      </p>
    </section>
  );
}
