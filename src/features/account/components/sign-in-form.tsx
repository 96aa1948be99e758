import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { TextField } from '../../../components/ui/text-field';
import { mobileNumberError, normaliseMobile } from '../../../lib/phone';
import { useSignIn } from '../mutations';

interface Props {
  onSignedIn: () => void;
}

/** Mobile number and password; field errors and the server's messages are tied to their inputs. */
export function SignInForm({ onSignedIn }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const signIn = useSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const loginProblem = mobileNumberError(login);
  const loginError = touched && loginProblem ? t(`account.${loginProblem}`) : null;
  const passwordError = touched && !password ? t('account.required') : null;
  const serverMessages = signIn.error
    ? isApiError(signIn.error) && signIn.error.messages.length > 0 && signIn.error.status !== null
      ? signIn.error.messages
      : [t('errors.generic')]
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (loginProblem || !password || signIn.isPending) return;
    // Typed as '082 123 4567' or '+27 82 ...': the server knows the account as 0821234567.
    signIn.mutate({ login: normaliseMobile(login), password }, { onSuccess: onSignedIn });
  };

  return (
    <form
      className="form"
      onSubmit={submit}
      noValidate
      aria-describedby={serverMessages.length ? `${id}-server` : undefined}
    >
      {serverMessages.length > 0 && (
        <div id={`${id}-server`} className="form__error" role="alert">
          {serverMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <TextField
        label={t('account.phone')}
        type="tel"
        autoComplete="username"
        inputMode="tel"
        value={login}
        onValueChange={setLogin}
        error={loginError}
      />
      <TextField
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={passwordError}
      />
      <button type="submit" className="button button--primary" disabled={signIn.isPending}>
        {signIn.isPending ? t('account.signing_in') : t('account.sign_in')}
      </button>
    </form>
  );
}
