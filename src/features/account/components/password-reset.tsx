import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetCodeStep } from './reset-code-step';
import { ResetPasswordStep } from './reset-password-step';
import { ResetSendStep } from './reset-send-step';

type Step =
  { name: 'send' } | { name: 'code'; login: string } | { name: 'password'; tokenId: string | number };

interface Props {
  onDone: () => void;
}

/**
 * Password reset in three steps: send a code by SMS, enter it, choose a new password (which signs
 * the shopper in). Each step moves focus to its heading so screen readers hear where they are.
 */
export function PasswordReset({ onDone }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'send' });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // Not on arrival: the page title has focus then, as on every other screen.
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  const restart = () => setStep({ name: 'send' });

  return (
    <div className="form">
      <h2 ref={heading} tabIndex={-1}>
        {t(`reset.${step.name}_title`)}
      </h2>
      {step.name === 'send' && <ResetSendStep onSent={(login) => setStep({ name: 'code', login })} />}
      {step.name === 'code' && (
        <ResetCodeStep
          login={step.login}
          onValid={(tokenId) => setStep({ name: 'password', tokenId })}
          onRestart={restart}
        />
      )}
      {step.name === 'password' && (
        <ResetPasswordStep tokenId={step.tokenId} onDone={onDone} onRestart={restart} />
      )}
    </div>
  );
}
