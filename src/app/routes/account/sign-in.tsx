import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordReset } from '#features/account/components/password-reset.tsx';
import { SignInForm } from '#features/account/components/sign-in-form.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { useReturnTarget } from './return-target';
import { accountStrings } from '#features/account/strings.ts';

export const strings = [accountStrings];

/**
 * Sign in, then go where the shopper was headed: only ever a path on this site. The password reset
 * lives here too (`?reset=1`): the spec's route table has no page of its own for it.
 */
export function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resetting = params.get('reset') === '1';
  const { target, query } = useReturnTarget();
  const withQuery = (path: string, extra = '') => {
    const search = [extra, query].filter(Boolean).join('&');
    return search ? `${path}?${search}` : path;
  };

  const shop = useDeploymentConfig().title;
  useEffect(() => {
    if (!resetting) return;
    document.title = t('app.title_suffix', {
      page: t('titles.password_reset'),
      shop,
    });
  }, [resetting, shop, t]);

  const done = (message: string) => () => {
    pushAlert({ kind: 'success', message });
    void navigate(target, { replace: true });
  };

  if (resetting) {
    return (
      <section aria-labelledby="page-title" className="narrow">
        <h1 id="page-title">{t('titles.password_reset')}</h1>
        <PasswordReset onDone={done(t('reset.done'))} />
        <p>
          <Link to={withQuery('/sign_in')}>{t('reset.back_to_sign_in')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="narrow">
      <h1 id="page-title">{t('titles.sign_in')}</h1>
      <SignInForm onSignedIn={done(t('account_form.signed_in'))} />
      <p>
        <Link to={withQuery('/sign_in', 'reset=1')}>{t('account_form.forgot_password')}</Link>
      </p>
      <p>
        <Link to={withQuery('/register')}>{t('account_form.no_account')}</Link>
      </p>
    </section>
  );
}
