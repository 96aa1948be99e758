import { useTranslation } from 'react-i18next';
import { ServerForm } from '#components/server-form.tsx';
import { useResetPassword } from '../mutations';
import { NewPasswordFields, useNewPassword } from './new-password-fields';
import { useSendProps } from '#lib/online.ts';

interface Props {
  tokenId: string | number;
  onDone: () => void;
  onRestart: () => void;
}

/** Step 3: the new password, twice; saving it signs the shopper in. */
export function ResetPasswordStep({ tokenId, onDone, onRestart }: Props) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const newPassword = useNewPassword();
  const send = useSendProps(reset.isPending);

  const submit = () => {
    if (!newPassword.check() || reset.isPending) return;
    reset.mutate({ token_id: tokenId, password: newPassword.password }, { onSuccess: onDone });
  };

  return (
    <ServerForm onSubmit={submit} error={reset.error}>
      <NewPasswordFields label={t('reset.new_password')} {...newPassword.fieldProps} />
      <div className="button-row">
        <button type="submit" className="button button--primary" {...send}>
          {reset.isPending ? t('reset.saving') : t('reset.save')}
        </button>
        <button type="button" className="button" onClick={onRestart}>
          {t('reset.start_again')}
        </button>
      </div>
    </ServerForm>
  );
}
