import { useTranslation } from 'react-i18next';
import { SelectField } from '#components/ui/select-field.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '#lib/i18n.ts';
import type { FieldProblem } from '../validation';

export interface PersonalValues {
  firstName: string;
  lastName: string;
  businessName: string;
  occupation: string;
  language: string;
}

const LANGUAGES = SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

interface Props {
  values: PersonalValues;
  change: (patch: Partial<PersonalValues>) => void;
  problems: { firstName?: FieldProblem; lastName?: FieldProblem };
}

/** Names (required), business name and occupation (optional) and language: register and profile. */
export function PersonalFields({ values, change, problems }: Props) {
  const { t } = useTranslation();
  const error = (problem: FieldProblem | undefined) => (problem ? t(`account_form.${problem}`) : null);
  return (
    <>
      <TextField
        label={t('account_form.first_name')}
        autoComplete="given-name"
        value={values.firstName}
        onValueChange={(firstName) => change({ firstName })}
        error={error(problems.firstName)}
      />
      <TextField
        label={t('account_form.last_name')}
        autoComplete="family-name"
        value={values.lastName}
        onValueChange={(lastName) => change({ lastName })}
        error={error(problems.lastName)}
      />
      <TextField
        label={t('account_form.business_name')}
        autoComplete="organization"
        value={values.businessName}
        onValueChange={(businessName) => change({ businessName })}
      />
      <TextField
        label={t('account_form.occupation')}
        autoComplete="organization-title"
        value={values.occupation}
        onValueChange={(occupation) => change({ occupation })}
      />
      <SelectField
        label={t('account_form.language')}
        value={values.language}
        onValueChange={(language) => change({ language })}
        options={LANGUAGES}
      />
    </>
  );
}
