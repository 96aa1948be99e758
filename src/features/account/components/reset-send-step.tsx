import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerForm } from '#components/server-form.tsx';
import { normaliseMobile } from '#lib/phone.ts';
import { useForgotPassword } from '../mutations';
import { phoneProblem } from '../validation';
import { PhoneField } from './phone-field';
import { useSendProps } from '#lib/online.ts';

interface Props {
  onSent: (login: string) => void;
}

/** Step 1: the mobile number the code goes to. */
export function ResetSendStep({ onSent }: Props) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const send = useSendProps(forgot.isPending);
  const [login, setLogin] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = phoneProblem(login);

  const submit = () => {
    setTouched(true);
    if (problem || forgot.isPending) return;
    const number = normaliseMobile(login);
    forgot.mutate({ login: number }, { onSuccess: () => onSent(number) });
  };

  return (
    <ServerForm onSubmit={submit} error={forgot.error}>
      <p>{t('reset.send_intro')}</p>
      <PhoneField value={login} onValueChange={setLogin} problem={touched ? problem : null} />
      <button type="submit" className="button button--primary" {...send}>
        {forgot.isPending ? t('reset.sending') : t('reset.send')}
      </button>
    </ServerForm>
  );
}
