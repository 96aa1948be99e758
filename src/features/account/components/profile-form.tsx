import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '#api/schemas/account.ts';
import { ServerForm } from '#components/server-form.tsx';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { useUpdateAccount } from '../mutations';
import { accountChanges, draftFromAccount, profileDraftProblems, type ProfileDraft } from '../profile-draft';
import { useFocusFirstInvalid } from '#components/ui/use-focus-first-invalid.ts';
import { PersonalFields } from './personal-fields';
import { PhoneField } from './phone-field';
import { SubmitButton } from '#components/ui/submit-button.tsx';

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
  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));

  useFocusFirstInvalid(form, attempt);

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
      <PersonalFields values={draft} change={change} problems={problems} />
      <PhoneField
        value={draft.phone}
        onValueChange={(phone) => change({ phone })}
        problem={problems.phone ?? null}
        hint={t('profile.phone_hint')}
      />
      <CheckboxField
        label={t('account_form.sms_marketing')}
        checked={draft.smsMarketing}
        onCheckedChange={(smsMarketing) => change({ smsMarketing })}
      />
      <SubmitButton label={t('profile.save')} pendingLabel={t('profile.saving')} pending={update.isPending} />
    </ServerForm>
  );
}
