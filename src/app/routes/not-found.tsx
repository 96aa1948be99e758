import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any path the router does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notfound.title')}</h1>
      <p>{t('notfound.body')}</p>
      <Link to="/" className="button button--primary">
        {t('notfound.home')}
      </Link>
    </section>
  );
}
