import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerForm } from '../../../components/server-form';
import { useUpdateAccount } from '../mutations';
import { useFocusFirstInvalid } from '../use-focus-invalid';
import { confirmProblem, newPasswordProblem } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import '../strings';

interface Props {
  accountId: number;
  onChanged: () => void;
}

/** A new password for the signed-in shopper; the fields empty again once it is saved. */
export function PasswordChangeForm({ accountId, onChanged }: Props) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const [fields, setFields] = useState({ password: '', confirm: '' });
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const passwordProblem = newPasswordProblem(fields.password);
  const mismatch = confirmProblem(fields.password, fields.confirm);

  useFocusFirstInvalid(form, attempt);

  const save = () => {
    setChecked(true);
    if (passwordProblem || mismatch) return setAttempt((n) => n + 1);
    if (update.isPending) return;
    update.mutate(
      { id: accountId, account: { password: fields.password } },
      {
        onSuccess: () => {
          setFields({ password: '', confirm: '' });
          setChecked(false);
          onChanged();
        },
      },
    );
  };

  return (
    <ServerForm ref={form} onSubmit={save} error={update.error}>
      <NewPasswordFields
        label={t('profile.new_password')}
        password={fields.password}
        confirm={fields.confirm}
        onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
        passwordProblem={checked ? passwordProblem : null}
        confirmProblem={checked ? mismatch : null}
      />
      <SubmitButton
        label={t('profile.change_password')}
        pendingLabel={t('profile.saving')}
        pending={update.isPending}
        primary={false}
      />
    </ServerForm>
  );
}
