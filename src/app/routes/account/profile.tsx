import { useTranslation } from 'react-i18next';
import { PasswordChangeForm } from '#features/account/components/password-change-form.tsx';
import { ProfileForm } from '#features/account/components/profile-form.tsx';
import { isSupportedLocale } from '#lib/i18n.ts';
import { useAccountStore } from '#stores/account-store.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { switchLocale } from '#stores/preferences-store.ts';
import { accountStrings } from '#features/account/strings.ts';

export const strings = [accountStrings];

/** Profile edit: details and a new password, each saved on its own. */
export function ProfileRoute() {
  const { t, i18n } = useTranslation();
  const account = useAccountStore((state) => state.account);
  // The guard has run, but a logout in another tab can still clear the account under us.
  if (!account) return null;

  const saved = ({ language, changed }: { language: string; changed: boolean }) => {
    pushAlert({ kind: 'success', message: changed ? t('profile.updated') : t('profile.unchanged') });
    // The language a shopper keeps in their profile is the one they expect the shop to speak.
    if (changed && isSupportedLocale(language) && language !== i18n.language) {
      void switchLocale(language).catch(() => pushAlert({ kind: 'error', message: t('errors.generic') }));
    }
  };

  return (
    <section aria-labelledby="page-title" className="narrow">
      <h1 id="page-title">{t('titles.profile')}</h1>
      {/* Keyed by id: another shopper signing in on this device must not see the last one's draft. */}
      <ProfileForm key={account.id} account={account} onSaved={saved} />
      <section aria-labelledby="password-title">
        <h2 id="password-title">{t('profile.password_title')}</h2>
        <PasswordChangeForm
          accountId={account.id}
          onChanged={() => pushAlert({ kind: 'success', message: t('profile.password_changed') })}
        />
      </section>
    </section>
  );
}
