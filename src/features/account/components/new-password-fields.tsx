import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import type { FieldProblem } from '../validation';

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
        placeholder={t('account.password_placeholder')}
        value={password}
        onValueChange={(value) => onChange({ password: value })}
        error={passwordProblem ? t(`account.${passwordProblem}`) : null}
      />
      <TextField
        label={t('account.confirm_password')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={(value) => onChange({ confirm: value })}
        error={confirmProblem ? t(`account.${confirmProblem}`) : null}
      />
    </>
  );
}
