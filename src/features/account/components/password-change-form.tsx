import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerForm } from '#components/server-form.tsx';
import { useUpdateAccount } from '../mutations';
import { useFocusFirstInvalid } from '#components/ui/use-focus-first-invalid.ts';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { SubmitButton } from '#components/ui/submit-button.tsx';

interface Props {
  accountId: number;
  onChanged: () => void;
}

/** A new password for the signed-in shopper; the fields empty again once it is saved. */
export function PasswordChangeForm({ accountId, onChanged }: Props) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const newPassword = useNewPassword();
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);

  useFocusFirstInvalid(form, attempt);

  const save = () => {
    if (!newPassword.check()) return setAttempt((n) => n + 1);
    if (update.isPending) return;
    update.mutate(
      { id: accountId, account: { password: newPassword.password } },
      {
        onSuccess: () => {
          newPassword.clear();
          onChanged();
        },
      },
    );
  };

  return (
    <ServerForm ref={form} onSubmit={save} error={update.error}>
      <NewPasswordFields label={t('profile.new_password')} {...newPassword.fieldProps} />
      <SubmitButton
        label={t('profile.change_password')}
        pendingLabel={t('profile.saving')}
        pending={update.isPending}
        primary={false}
      />
    </ServerForm>
  );
}
