import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerForm } from '#components/server-form.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useForgotPassword, useValidateToken } from '../mutations';
import { useSendProps } from '#lib/online.ts';

interface Props {
  login: string;
  onValid: (tokenId: string | number) => void;
  onRestart: () => void;
}

/** Step 2: the code from the SMS, with a way to have another one sent. */
export function ResetCodeStep({ login, onValid, onRestart }: Props) {
  const { t } = useTranslation();
  const validate = useValidateToken();
  const resend = useForgotPassword();
  const send = useSendProps(validate.isPending);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [noToken, setNoToken] = useState(false);
  const missing = !code.trim();

  const submit = () => {
    setTouched(true);
    if (missing || validate.isPending) return;
    setNoToken(false);
    validate.mutate(
      { login, token_code: code.trim() },
      {
        onSuccess: ({ token_id: tokenId }) => {
          // A server that accepts the code but names no token leaves nothing to reset with.
          if (tokenId === undefined) setNoToken(true);
          else onValid(tokenId);
        },
      },
    );
  };

  const sendAgain = () => {
    validate.reset();
    setCode('');
    setTouched(false);
    resend.mutate({ login });
  };

  return (
    <ServerForm
      onSubmit={submit}
      error={validate.error ?? resend.error}
      extraMessages={noToken ? [t('errors.generic')] : []}
    >
      <p>{t('reset.code_intro', { phone: login })}</p>
      <p role="status" className="field__hint">
        {resend.isSuccess ? t('reset.code_resent') : ''}
      </p>
      <TextField
        label={t('reset.code')}
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        onValueChange={setCode}
        error={touched && missing ? t('account_form.code_required') : null}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary" {...send}>
          {validate.isPending ? t('reset.checking') : t('reset.check_code')}
        </button>
        <button type="button" className="button" onClick={sendAgain} disabled={resend.isPending}>
          {t('reset.resend')}
        </button>
        <button type="button" className="button" onClick={onRestart}>
          {t('reset.other_number')}
        </button>
      </div>
    </ServerForm>
  );
}
