import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { SignInForm } from '../../../features/account/components/sign-in-form';
import { safeReturnPath } from '../../../lib/safe-redirect';
import { pushAlert } from '../../../stores/alerts-store';

/** Sign in, then go where the shopper was headed: only ever a path on this site. */
export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('return_to') ?? params.get('redirect_to');
  const target = safeReturnPath(raw, window.location.origin);
  const keep = raw ? `?return_to=${encodeURIComponent(target)}` : '';

  const done = () => {
    pushAlert({ kind: 'success', message: t('account.signed_in') });
    void navigate(target, { replace: true });
  };

  return (
    <section aria-labelledby="page-title" className="narrow">
      <h1 id="page-title">{t('titles.sign_in')}</h1>
      <SignInForm onSignedIn={done} />
      <p>
        <Link to={`/register${keep}`}>{t('account.no_account')}</Link>
      </p>
    </section>
  );
}
