import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '#lib/safe-url.ts';
import { useDataLight } from '#stores/preferences-store.ts';
import '../product.css';

/**
 * The product's own picture, this page's largest paint, so it is asked for first. Data-light puts a
 * 'Show picture' button in its box instead: the one picture the shopper can ask for (decision 029).
 */
export function ProductPicture({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const light = useDataLight();
  const [asked, setAsked] = useState(false);
  const image = safeUrl(url);
  if (!image) return null;
  if (light && !asked) {
    return (
      <button type="button" className="product__image product__show" onClick={() => setAsked(true)}>
        {t('product.show_picture')}
      </button>
    );
  }
  return <img className="product__image" src={image} width={300} height={300} alt="" fetchPriority="high" />;
}
