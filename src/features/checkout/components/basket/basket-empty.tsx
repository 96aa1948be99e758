import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** An empty basket: says so and leads back to the shop. */
export function BasketEmpty() {
  const { t } = useTranslation();
  return (
    <div className="basket-empty">
      <p>{t('basket.empty')}</p>
      <Link to="/" className="button button--primary">
        {t('basket.start_shopping')}
      </Link>
    </div>
  );
}
