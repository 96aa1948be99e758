import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getDeploymentConfig } from '../../config/deployment-config';

/** Sets `<title>` to "{page} – {shop}" in the current language. */
export function usePageTitle(page: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.title_suffix', { page, shop: getDeploymentConfig().title });
  }, [page, t]);
}
