import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerForm } from '../../../components/server-form';
import { useResetPassword } from '../mutations';
import { confirmProblem, newPasswordProblem } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import '../strings';

interface Props {
  tokenId: string | number;
  onDone: () => void;
  onRestart: () => void;
}

/** Step 3: the new password, twice; saving it signs the shopper in. */
export function ResetPasswordStep({ tokenId, onDone, onRestart }: Props) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [fields, setFields] = useState({ password: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const passwordProblem = newPasswordProblem(fields.password);
  const mismatch = confirmProblem(fields.password, fields.confirm);

  const submit = () => {
    setTouched(true);
    if (passwordProblem || mismatch || reset.isPending) return;
    reset.mutate({ token_id: tokenId, password: fields.password }, { onSuccess: onDone });
  };

  return (
    <ServerForm onSubmit={submit} error={reset.error}>
      <NewPasswordFields
        label={t('reset.new_password')}
        password={fields.password}
        confirm={fields.confirm}
        onChange={(patch) => setFields((current) => ({ ...current, ...patch }))}
        passwordProblem={touched ? passwordProblem : null}
        confirmProblem={touched ? mismatch : null}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={reset.isPending}>
          {reset.isPending ? t('reset.saving') : t('reset.save')}
        </button>
        <button type="button" className="button" onClick={onRestart}>
          {t('reset.start_again')}
        </button>
      </div>
    </ServerForm>
  );
}
