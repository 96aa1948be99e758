import { useTranslation } from 'react-i18next';
import { ErrorState } from '#components/ui/error-state.tsx';

interface Props {
  issues: { path: string; message: string }[];
}

/** Shown instead of the shop when config.json is missing or invalid, naming each bad field. */
export function ConfigErrorPage({ issues }: Props) {
  const { t } = useTranslation();
  return (
    <main className="config-error" aria-labelledby="config-error-title">
      <h1 id="config-error-title">{t('app_errors.config_title')}</h1>
      <p>{t('app_errors.config_body')}</p>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.path}:${issue.message}`}>
            <code>{issue.path}</code>: {issue.message}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => window.location.reload()}>
        {t('app_errors.retry')}
      </button>
    </main>
  );
}

/**
 * Shown instead of the shop when config.json could not be fetched for want of a connection: a
 * page like the router's own 'could not be shown', with nothing about the shop's setup.
 */
export function ConfigUnreachablePage() {
  const { t } = useTranslation();
  return (
    <main className="config-error" aria-labelledby="config-error-title">
      <h1 id="config-error-title">{t('app_errors.title')}</h1>
      <ErrorState
        message={t('errors.unreachable')}
        retryLabel={t('common.retry')}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
