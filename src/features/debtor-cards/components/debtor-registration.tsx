import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerForm } from '#components/server-form.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { useFocusFirstInvalid } from '#components/ui/use-focus-first-invalid.ts';
import { normaliseSaIdNumber, saIdNumberProblem, type SaIdNumberProblem } from '#lib/sa-id-number.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { useRegisterDebtor } from '../mutations';
import { SubmitButton } from '#components/ui/submit-button.tsx';

interface Props {
  userId: number;
  /** What the account already holds, when it has one of the two fields. */
  initial: { idNumber: string; address: string };
  /** Called once the account holds the registration, so the screen can move on to the request. */
  onRegistered: () => void;
}

interface Errors {
  idNumber: string | null;
  address: string | null;
}

const NO_ERRORS: Errors = { idNumber: null, address: null };

const ID_NUMBER_MESSAGES = {
  required: 'debtor_cards.required',
  digits: 'debtor_cards.id_number_digits',
  length: 'debtor_cards.id_number_length',
  checksum: 'debtor_cards.id_number_checksum',
} as const satisfies Record<SaIdNumberProblem, string>;

/** Debtor registration (spec 5): ID number and business address, asked once per account. */
export function DebtorRegistration({ userId, initial, onRegistered }: Props) {
  const { t } = useTranslation();
  const register = useRegisterDebtor(userId);
  const [idNumber, setIdNumber] = useState(initial.idNumber);
  const [address, setAddress] = useState(initial.address);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);

  const idNumberError = (): string | null => {
    const problem = saIdNumberProblem(idNumber);
    return problem === null ? null : t(ID_NUMBER_MESSAGES[problem]);
  };

  const submit = () => {
    const found: Errors = {
      idNumber: idNumberError(),
      address: address.trim() === '' ? t('debtor_cards.required') : null,
    };
    setErrors(found);
    if (found.idNumber || found.address) return setAttempt((n) => n + 1);
    // Not mutate()'s onSuccess: storing the account swaps this form for the request, and a
    // mutate() callback is dropped once its component has unmounted. The promise still settles.
    register
      .mutateAsync({ id_number: normaliseSaIdNumber(idNumber), business_address_1: address.trim() })
      .then(
        () => {
          pushAlert({ kind: 'success', message: t('debtor_cards.registered') });
          onRegistered();
        },
        // Shown from register.error above the fields.
        () => undefined,
      );
  };

  return (
    <section aria-labelledby="debtor-registration-title">
      <h2 id="debtor-registration-title">{t('debtor_cards.register_title')}</h2>
      <p>{t('debtor_cards.register_intro')}</p>
      <ServerForm ref={form} onSubmit={submit} error={register.error}>
        <TextField
          name="id_number"
          label={t('debtor_cards.id_number')}
          hint={t('debtor_cards.id_number_hint')}
          value={idNumber}
          onValueChange={setIdNumber}
          error={errors.idNumber}
          inputMode="numeric"
          autoComplete="off"
          aria-required="true"
        />
        <TextField
          name="business_address_1"
          label={t('debtor_cards.business_address')}
          value={address}
          onValueChange={setAddress}
          error={errors.address}
          autoComplete="street-address"
          aria-required="true"
        />
        <SubmitButton
          label={t('debtor_cards.register')}
          pendingLabel={t('debtor_cards.registering')}
          pending={register.isPending}
        />
      </ServerForm>
    </section>
  );
}
