import { useTranslation } from 'react-i18next';
import type { AccountField, RegisterDraft } from '../register-draft';
import type { FieldProblem } from '../validation';
import { NewPasswordFields } from './new-password-fields';
import { PhoneField } from './phone-field';

interface Props {
  draft: RegisterDraft;
  change: (patch: Partial<RegisterDraft>) => void;
  problems: Partial<Record<AccountField, FieldProblem>>;
}

/** Phone number and a new password twice. */
export function RegisterAccountTab({ draft, change, problems }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <PhoneField
        value={draft.phone}
        onValueChange={(phone) => change({ phone })}
        problem={problems.phone ?? null}
        hint={t('register.phone_hint')}
      />
      <NewPasswordFields
        label={t('account_form.password')}
        password={draft.password}
        confirm={draft.confirm}
        onChange={change}
        passwordProblem={problems.password}
        confirmProblem={problems.confirm}
      />
    </>
  );
}
