import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerForm } from '#components/server-form.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { normaliseMobile } from '#lib/phone.ts';
import { useSignIn } from '../mutations';
import { phoneProblem, requiredProblem } from '../validation';
import { PhoneField } from './phone-field';
import { useSendProps } from '#lib/online.ts';

interface Props {
  onSignedIn: () => void;
}

/** Mobile number and password; field errors and the server's messages are tied to their inputs. */
export function SignInForm({ onSignedIn }: Props) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const send = useSendProps(signIn.isPending);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const loginProblem = phoneProblem(login);
  const passwordProblem = requiredProblem(password);

  const submit = () => {
    setTouched(true);
    if (loginProblem || passwordProblem || signIn.isPending) return;
    // Typed as '082 123 4567' or '+27 82 ...': the server knows the account as 0821234567.
    signIn.mutate({ login: normaliseMobile(login), password }, { onSuccess: onSignedIn });
  };

  return (
    <ServerForm onSubmit={submit} error={signIn.error}>
      <PhoneField value={login} onValueChange={setLogin} problem={touched ? loginProblem : null} />
      <TextField
        label={t('account_form.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={touched && passwordProblem ? t(`account_form.${passwordProblem}`) : null}
      />
      <button type="submit" className="button button--primary" {...send}>
        {signIn.isPending ? t('account_form.signing_in') : t('account_form.sign_in')}
      </button>
    </ServerForm>
  );
}
