import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplierRef } from '#api/define.ts';
import { isRefusal } from '#api/errors.ts';
import { cardProviderApi } from '#api/operations/card-provider.ts';
import { paymentsApi } from '#api/operations/payments.ts';
import type { TransactionResponse } from '#api/schemas/payment.ts';
import { ErrorSummary } from '#components/ui/error-summary.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { formatMoney } from '#lib/money.ts';
import { useCreateMutation } from '#lib/use-create-mutation.ts';
import { cardForProvider, cardProblems, type CardField, type CardInput } from '../card-details';
import '../payments.css';
import { SubmitButton } from '#components/ui/submit-button.tsx';
import { paymentsStrings } from '../strings';

export const strings = [paymentsStrings];

interface Props {
  orderId: number;
  transactionId: number;
  supplier: SupplierRef;
  /** The supplier's public key for the card provider (provider_data.public_key). */
  publicKey: string;
  amountInCents: number;
  onCharged: (answer: TransactionResponse) => void;
  /** The charge's answer was lost (5xx, no connection): ask the server how the payment stands. */
  onUnsure: () => void;
}

const EMPTY: CardInput = { number: '', expiry: '', cvc: '', name: '' };

/**
 * The card form (Yoco style): the card goes to the card provider with the supplier's public key and
 * comes back as a one-time token, which the supplier charges. Card details are never stored and
 * never sent to the supplier. An incomplete form says 'Complete card details.' and names the fields.
 */
export function CardForm(props: Props) {
  const { orderId, transactionId, supplier, publicKey, amountInCents, onCharged, onUnsure } = props;
  const { t } = useTranslation();
  const id = useId();
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [problems, setProblems] = useState<CardField[]>([]);
  const [attempt, setAttempt] = useState(0);
  const charge = useCreateMutation({
    mutationFn: async (input: CardInput, idempotencyKey) => {
      const { token } = await cardProviderApi.tokenize({ body: cardForProvider(input, publicKey) });
      return paymentsApi.processCard(
        { order_id: orderId, id: transactionId, body: { token } },
        { idempotencyKey, supplier },
      );
    },
    onSuccess: onCharged,
    onError: (error) => {
      // Unless the provider or the shop said no, the card may have been charged (5xx, no answer).
      if (!isRefusal(error)) onUnsure();
    },
  });
  const fieldId = (field: CardField) => `${id}-${field}`;
  const error = (field: CardField) => (problems.includes(field) ? t(`payments.card.${field}_invalid`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardProblems(card);
    setProblems(found);
    if (found.length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
    charge.mutate(card);
  };
  const set = (field: keyof CardInput) => (value: string) =>
    setCard((current) => ({ ...current, [field]: value }));
  const amount = formatMoney(amountInCents);

  return (
    <form className="card-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('payments.card.title')}</h2>
      <ErrorSummary
        title={t('payments.card.incomplete')}
        errors={problems.map((field) => ({
          fieldId: fieldId(field),
          message: t(`payments.card.${field}_invalid`),
        }))}
        attempt={attempt}
      />
      <TextField
        id={fieldId('number')}
        label={t('payments.card.number')}
        value={card.number}
        onValueChange={set('number')}
        error={error('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
      />
      <div className="card-form__row">
        <TextField
          id={fieldId('expiry')}
          label={t('payments.card.expiry')}
          hint={t('payments.card.expiry_hint')}
          value={card.expiry}
          onValueChange={set('expiry')}
          error={error('expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
        />
        <TextField
          id={fieldId('cvc')}
          label={t('payments.card.cvc')}
          value={card.cvc}
          onValueChange={set('cvc')}
          error={error('cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </div>
      <TextField
        label={t('payments.card.name')}
        value={card.name}
        onValueChange={set('name')}
        autoComplete="cc-name"
      />
      {charge.isError && (
        <p className="field__error" role="alert">
          {t(isRefusal(charge.error) ? 'payments.outcome.failed' : 'payments.card.unsure')}
        </p>
      )}
      <SubmitButton
        label={t('payments.card.pay', { amount })}
        pendingLabel={t('payments.card.paying')}
        pending={charge.isPending}
      />
    </form>
  );
}
