import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { currentHandle } from '../navigation/route-handle';

/** Stands in for a screen another issue builds: the route, guard, title and layout are real. */
export function PlaceholderRoute() {
  const { t } = useTranslation();
  const name = currentHandle(useMatches())?.name ?? 'not_found';
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{t(`titles.${name}`)}</h1>
      <p>{t('placeholder.body')}</p>
      <Link to="/" className="button">
        {t('notfound.home')}
      </Link>
    </section>
  );
}
