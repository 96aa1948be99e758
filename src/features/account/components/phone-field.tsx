import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field.tsx';

interface Props {
  value: string;
  onValueChange: (value: string) => void;
  /** A translation key under `account_form.` from the mobile rule, or null. */
  problem: string | null;
  hint?: string;
}

/** The login field: a phone keypad, and `username` so password managers pair it with the password. */
export function PhoneField({ value, onValueChange, problem, hint }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account_form.phone')}
      type="tel"
      name="username"
      autoComplete="username"
      inputMode="tel"
      value={value}
      onValueChange={onValueChange}
      error={problem ? t(`account_form.${problem}`) : null}
      hint={hint}
    />
  );
}
