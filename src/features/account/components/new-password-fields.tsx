import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field.tsx';
import { confirmProblem, newPasswordProblem, type FieldProblem } from '../validation';

interface Props {
  label: string;
  password: string;
  confirm: string;
  onChange: (patch: { password?: string; confirm?: string }) => void;
  passwordProblem: FieldProblem | null | undefined;
  confirmProblem: FieldProblem | null | undefined;
}

/** A new password and its confirmation, marked `new-password` so managers offer to generate one. */
export function NewPasswordFields({
  label,
  password,
  confirm,
  onChange,
  passwordProblem,
  confirmProblem,
}: Props) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="new-password"
        autoComplete="new-password"
        placeholder={t('account_form.password_placeholder')}
        value={password}
        onValueChange={(value) => onChange({ password: value })}
        error={passwordProblem ? t(`account_form.${passwordProblem}`) : null}
      />
      <TextField
        label={t('account_form.confirm_password')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={(value) => onChange({ confirm: value })}
        error={confirmProblem ? t(`account_form.${confirmProblem}`) : null}
      />
    </>
  );
}

const EMPTY = { password: '', confirm: '' };

/**
 * The state behind NewPasswordFields: what was typed, and its problems, shown once the shopper has
 * tried to submit. `check()` shows them and says whether the password can be sent.
 */
export function useNewPassword() {
  const [fields, setFields] = useState(EMPTY);
  const [checked, setChecked] = useState(false);
  const passwordProblem = newPasswordProblem(fields.password);
  const mismatch = confirmProblem(fields.password, fields.confirm);
  return {
    password: fields.password,
    check: () => {
      setChecked(true);
      return !passwordProblem && !mismatch;
    },
    clear: () => {
      setFields(EMPTY);
      setChecked(false);
    },
    fieldProps: {
      password: fields.password,
      confirm: fields.confirm,
      onChange: (patch: { password?: string; confirm?: string }) =>
        setFields((current) => ({ ...current, ...patch })),
      passwordProblem: checked ? passwordProblem : null,
      confirmProblem: checked ? mismatch : null,
    },
  };
}
