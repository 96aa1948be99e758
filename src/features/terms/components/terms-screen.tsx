import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '#components/query-status.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { safeUrl } from '#lib/safe-url.ts';
import { termsQuery } from '../queries';
import { MarkdownText } from './markdown-text';
import '../terms.css';

function TermsDocument({ url }: { url: string }) {
  const { t } = useTranslation();
  const query = useQuery(termsQuery(url));
  if (!query.isSuccess) {
    return <QueryStatus query={query} loading={<p role="status">{t('terms.loading')}</p>} />;
  }
  return <MarkdownText source={query.data} />;
}

/** Where to find the terms when the deployment publishes none in the app. */
function TermsElsewhere({ website }: { website: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('terms.not_published')}</p>
      <p>
        {website ? (
          <a href={website} target="_blank" rel="noopener noreferrer">
            {t('terms.read_on_website')}
          </a>
        ) : (
          t('terms.contact_shop')
        )}
      </p>
    </>
  );
}

/** The deployment's terms of sale (config terms_url), shown as text. */
export function TermsScreen() {
  const { t } = useTranslation();
  const { terms_url, links } = useDeploymentConfig();
  return (
    <section aria-labelledby="page-title" className="terms">
      <h1 id="page-title">{t('titles.terms_and_conditions')}</h1>
      {terms_url ? (
        <TermsDocument url={terms_url} />
      ) : (
        // The shopfront_config call may change links: a server's URL goes through safeUrl.
        <TermsElsewhere website={safeUrl(links.website) ?? undefined} />
      )}
    </section>
  );
}
