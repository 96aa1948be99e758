import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RegisterForm } from '#features/account/components/register-form.tsx';
import { pushAlert } from '#stores/alerts-store.ts';
import { useReturnTarget } from './return-target';
import { accountStrings } from '#features/account/strings.ts';

export const strings = [accountStrings];

/** Register, signed in straight away, then back to where the shopper was headed. */
export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { target, query } = useReturnTarget();

  const done = () => {
    pushAlert({ kind: 'success', message: t('account_form.signed_up') });
    void navigate(target, { replace: true });
  };

  return (
    <section aria-labelledby="page-title" className="narrow">
      <h1 id="page-title">{t('titles.register')}</h1>
      <RegisterForm onSignedUp={done} />
      <p>
        <Link to={query ? `/sign_in?${query}` : '/sign_in'}>{t('account_form.have_account')}</Link>
      </p>
    </section>
  );
}
