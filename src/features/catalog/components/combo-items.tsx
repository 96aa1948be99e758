import { useTranslation } from 'react-i18next';
import type { ComboItem, Sellable } from '#api/schemas/catalog.ts';
import { usePictureUrl } from '#stores/preferences-store.ts';
import '../product.css';

/** What a combo bundle holds, for each of the product's sellables that is a combo. */
export function ComboItems({ sellables }: { sellables: readonly Sellable[] }) {
  const { t } = useTranslation();
  const combos = sellables.filter((sellable) => sellable.combo_items.length > 0);
  if (combos.length === 0) return null;
  return (
    <section className="combo" aria-labelledby="combo-title">
      <h2 id="combo-title">{t('product.combo_contents')}</h2>
      {combos.map((combo) => (
        <div key={combo.id}>
          {/* Only worth naming which combo when the product has more than one. */}
          {combos.length > 1 && <h3>{combo.name}</h3>}
          <ul className="combo__list">
            {combo.combo_items.map((item) => (
              <ComboLine key={item.name} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function ComboLine({ item }: { item: ComboItem }) {
  const { t } = useTranslation();
  const image = usePictureUrl(item.image_url);
  return (
    <li className="combo__item">
      {image ? (
        <img src={image} width={48} height={48} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="combo__image" aria-hidden="true" />
      )}
      {/* Supplier text, rendered as text. */}
      <span className="combo__name">{item.name}</span>
      <span className="combo__qty">{t('product.combo_qty', { qty: item.combo_qty })}</span>
    </li>
  );
}
