import { useTranslation } from 'react-i18next';
import '../strings';

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
