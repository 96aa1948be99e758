import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import type { FieldProblem } from '../validation';
import '../strings';

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
