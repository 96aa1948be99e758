import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../api/schemas/account';
import { ServerForm } from '../../../components/server-form';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { PROFILE_LANGUAGES } from '../languages';
import { useUpdateAccount } from '../mutations';
import { accountChanges, draftFromAccount, profileDraftProblems, type ProfileDraft } from '../profile-draft';
import { PhoneField } from './phone-field';
import '../strings';

interface Props {
  account: Account;
  /** Called after the server took the changes (or when there was nothing to change). */
  onSaved: (saved: { language: string; changed: boolean }) => void;
}

/** Name, mobile number and profile fields; sends only what changed. */
export function ProfileForm({ account, onSaved }: Props) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftFromAccount(account));
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const problems = checked ? profileDraftProblems(draft) : {};
  const error = (field: keyof typeof problems) =>
    problems[field] ? t(`account_form.${problems[field]}`) : null;
  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));

  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const save = () => {
    setChecked(true);
    if (Object.keys(profileDraftProblems(draft)).length > 0) return setAttempt((n) => n + 1);
    if (update.isPending) return;
    const changes = accountChanges(draft, account);
    if (!changes) return onSaved({ language: draft.language, changed: false });
    update.mutate(
      { id: account.id, account: changes },
      { onSuccess: () => onSaved({ language: draft.language, changed: true }) },
    );
  };

  return (
    <ServerForm ref={form} onSubmit={save} error={update.error}>
      <TextField
        label={t('account_form.first_name')}
        autoComplete="given-name"
        value={draft.firstName}
        onValueChange={(firstName) => change({ firstName })}
        error={error('firstName')}
      />
      <TextField
        label={t('account_form.last_name')}
        autoComplete="family-name"
        value={draft.lastName}
        onValueChange={(lastName) => change({ lastName })}
        error={error('lastName')}
      />
      <PhoneField
        value={draft.phone}
        onValueChange={(phone) => change({ phone })}
        problem={problems.phone ?? null}
        hint={t('profile.phone_hint')}
      />
      <TextField
        label={t('account_form.business_name')}
        autoComplete="organization"
        value={draft.businessName}
        onValueChange={(businessName) => change({ businessName })}
      />
      <TextField
        label={t('account_form.occupation')}
        autoComplete="organization-title"
        value={draft.occupation}
        onValueChange={(occupation) => change({ occupation })}
      />
      <SelectField
        label={t('account_form.language')}
        value={draft.language}
        onValueChange={(language) => change({ language })}
        options={PROFILE_LANGUAGES}
      />
      <CheckboxField
        label={t('account_form.sms_marketing')}
        checked={draft.smsMarketing}
        onCheckedChange={(smsMarketing) => change({ smsMarketing })}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </button>
      </div>
    </ServerForm>
  );
}
