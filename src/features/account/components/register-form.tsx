import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerForm } from '#components/server-form.tsx';
import { Tabs } from '#components/ui/tabs.tsx';
import { useSuppliersStore } from '#stores/suppliers-store.ts';
import { useSignUp } from '../mutations';
import {
  accountProblems,
  emptyDraft,
  profileProblems,
  toSignUpBody,
  type RegisterDraft,
} from '../register-draft';
import { RegisterAccountTab } from './register-account-tab';
import { RegisterProfileTab } from './register-profile-tab';
import { useSendProps } from '#lib/online.ts';

type Step = 'account' | 'profile';

interface Props {
  onSignedUp: () => void;
}

const isEmpty = (problems: object) => Object.keys(problems).length === 0;

/**
 * Register in two tabs, Account then Profile. A tab's errors show once the shopper tries to leave
 * it (Next) or to finish; Finish goes back to the first tab with a problem and focuses the field.
 */
export function RegisterForm({ onSignedUp }: Props) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp();
  const send = useSendProps(signUp.isPending);
  const favoured = useSuppliersStore((state) => state.selected?.name ?? null);
  const [draft, setDraft] = useState<RegisterDraft>(() => emptyDraft(i18n.language));
  const [step, setStep] = useState<Step>('account');
  const [checked, setChecked] = useState<Record<Step, boolean>>({ account: false, profile: false });
  // A new object each time a step change or a failed attempt should move focus after rendering.
  const [focus, setFocusRequest] = useState<{ to: 'first' | 'invalid' } | null>(null);
  const setFocus = (to: 'first' | 'invalid') => setFocusRequest({ to });
  const form = useRef<HTMLFormElement>(null);

  const account = accountProblems(draft);
  const profile = profileProblems(draft);

  useEffect(() => {
    if (!focus) return;
    const target = focus.to === 'invalid' ? '[aria-invalid="true"]' : 'input, select';
    form.current?.querySelector<HTMLElement>(`[role="tabpanel"]:not([hidden]) :is(${target})`)?.focus();
  }, [focus]);

  const change = (patch: Partial<RegisterDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const next = () => {
    setChecked((current) => ({ ...current, account: true }));
    if (!isEmpty(account)) return setFocus('invalid');
    setStep('profile');
    setFocus('first');
  };

  const previous = () => {
    setStep('account');
    setFocus('first');
  };

  const finish = () => {
    if (step === 'account') return next();
    setChecked({ account: true, profile: true });
    if (!isEmpty(account)) {
      setStep('account');
      return setFocus('invalid');
    }
    if (!isEmpty(profile)) return setFocus('invalid');
    signUp.mutate(toSignUpBody(draft, favoured), { onSuccess: onSignedUp });
  };

  return (
    <ServerForm ref={form} onSubmit={finish} error={signUp.error}>
      <Tabs
        label={t('register.steps')}
        tabs={[
          { key: 'account', label: t('register.account_tab') },
          { key: 'profile', label: t('register.profile_tab') },
        ]}
        selected={step}
        onSelect={setStep}
        panels={{
          account: (
            <div className="form">
              <RegisterAccountTab draft={draft} change={change} problems={checked.account ? account : {}} />
            </div>
          ),
          profile: (
            <div className="form">
              <RegisterProfileTab draft={draft} change={change} problems={checked.profile ? profile : {}} />
            </div>
          ),
        }}
      />
      <div className="button-row">
        {step === 'profile' && (
          <button type="button" className="button" onClick={previous}>
            {t('register.previous')}
          </button>
        )}
        <button type="submit" className="button button--primary" {...send}>
          {step === 'account'
            ? t('register.next')
            : signUp.isPending
              ? t('register.finishing')
              : t('register.finish')}
        </button>
      </div>
    </ServerForm>
  );
}
