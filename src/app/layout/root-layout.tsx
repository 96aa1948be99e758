import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { getDeploymentConfig } from '../../config/deployment-config';

/** The page frame every route renders into. */
export function RootLayout({ onMounted }: { onMounted: () => void }) {
  const { t } = useTranslation();
  useEffect(onMounted, [onMounted]);
  return (
    <>
      <a className="skip-link" href="#content">
        {t('layout.skip_to_content')}
      </a>
      <header className="toolbar">
        <Link to="/" className="toolbar__logo">
          {getDeploymentConfig().title}
        </Link>
      </header>
      <main id="content" className="content" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
