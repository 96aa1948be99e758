import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '#components/ui/checkbox-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import type { ProfileField, RegisterDraft } from '../register-draft';
import type { FieldProblem } from '../validation';
import { PersonalFields } from './personal-fields';

interface Props {
  draft: RegisterDraft;
  change: (patch: Partial<RegisterDraft>) => void;
  problems: Partial<Record<ProfileField, FieldProblem>>;
}

/** Names (required), optional business details and delivery address, SMS consent and the terms. */
export function RegisterProfileTab({ draft, change, problems }: Props) {
  const { t } = useTranslation();
  const error = (field: ProfileField) => (problems[field] ? t(`account_form.${problems[field]}`) : null);
  return (
    <>
      <PersonalFields values={draft} change={change} problems={problems} />
      <TextField
        label={t('register.address')}
        autoComplete="street-address"
        hint={t('register.address_hint')}
        value={draft.address}
        onValueChange={(address) => change({ address })}
      />
      <CheckboxField
        label={t('account_form.sms_marketing')}
        checked={draft.smsMarketing}
        onCheckedChange={(smsMarketing) => change({ smsMarketing })}
      />
      <CheckboxField
        label={t('register.terms')}
        checked={draft.terms}
        onCheckedChange={(terms) => change({ terms })}
        error={error('terms')}
        required
      />
      <p>
        {/* A new tab, so reading the terms does not throw away the half-filled form. */}
        <Link to="/terms_and_conditions" target="_blank" rel="noopener">
          {t('register.read_terms')}
        </Link>
      </p>
    </>
  );
}
