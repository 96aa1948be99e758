import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SupplierRef } from '#api/define.ts';
import type { ClientConfig } from '#api/schemas/client-config.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { ErrorSummary, type FieldError } from '#components/ui/error-summary.tsx';
import { chooseDispatch, useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { chosenOption, dispatchOptions, type DispatchOption } from '../../dispatch-options';
import { timeslotsQuery } from '../../timeslots-query';
import { StepHeading } from '../step-heading';
import { DISPATCH_FIELD_ID, DispatchOptionField } from './dispatch-option-field';
import { DATE_FIELD_ID, TimeslotField } from './timeslot-field';
import '../../checkout.css';

interface Props {
  supplier: SupplierRef;
  /** The supplier's checkout options, read by the route (the suppliers feature owns the query). */
  clientConfig: Pick<UseQueryResult<ClientConfig>, 'data' | 'isPending' | 'error'>;
}

/** Checkout step 1: collect or delivery, and when. */
export function DispatchScreen({ supplier, clientConfig }: Props) {
  const { t } = useTranslation();
  const dispatch = useCheckoutStore((state) => state.dispatch);
  const options = useMemo(
    () => (clientConfig.data ? dispatchOptions(clientConfig.data) : []),
    [clientConfig.data],
  );
  const chosen = chosenOption(options, dispatch);

  return (
    <section aria-labelledby="page-title" className="checkout-page">
      <StepHeading step="dispatch" />
      {clientConfig.data ? (
        <DispatchForm supplier={supplier} options={options} chosen={chosen} />
      ) : (
        <QueryStatus query={clientConfig} />
      )}
      <Link to="/basket" className="checkout-back">
        {t('dispatch.back')}
      </Link>
    </section>
  );
}

interface FormProps {
  supplier: SupplierRef;
  options: readonly DispatchOption[];
  chosen: DispatchOption | null;
}

function DispatchForm({ supplier, options, chosen }: FormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requires_shipping = useCheckoutStore((state) => state.requires_shipping);
  const shipping_provider = useCheckoutStore((state) => state.shipping_provider);
  const shipping_address = useCheckoutStore((state) => state.shipping_address);
  const payment_provider = useCheckoutStore((state) => state.payment_provider);
  const collectionDate = useCheckoutStore((state) => state.collection_date);
  const patch = useCheckoutStore((state) => state.patch);
  const [attempt, setAttempt] = useState(0);
  const [lostDate, setLostDate] = useState<string | null>(null);

  const slots = useQuery({
    ...timeslotsQuery(supplier, { requires_shipping, shipping_provider, shipping_address, payment_provider }),
    enabled: chosen !== null,
  });

  // A stored slot the supplier no longer offers (a reload the next day) is dropped, and the shopper
  // told why, rather than sent on to be refused at the order.
  const stale =
    slots.data && collectionDate && !slots.data.some((slot) => slot.value === collectionDate)
      ? collectionDate
      : null;
  if (stale && stale !== lostDate) setLostDate(stale);
  useEffect(() => {
    if (stale) patch({ collection_date: null });
  }, [stale, patch]);

  const word = chosen?.requires_shipping ? 'delivery' : 'collection';
  const date = stale ? null : collectionDate;

  const problems = (): FieldError[] => {
    if (!chosen) return [{ fieldId: DISPATCH_FIELD_ID, message: t('dispatch.choose_option') }];
    if (!date) {
      const message = t(
        word === 'delivery' ? 'dispatch.date_required_delivery' : 'dispatch.date_required_collection',
      );
      return [{ fieldId: DATE_FIELD_ID, message }];
    }
    return [];
  };
  // Shown from the first refused submit on, and updated as the shopper fixes things.
  const errors = attempt > 0 ? problems() : [];
  const errorFor = (fieldId: string) => errors.find((error) => error.fieldId === fieldId)?.message ?? null;

  const choose = (option: DispatchOption) => {
    setLostDate(null);
    chooseDispatch(option);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems().length > 0 || !chosen) {
      setAttempt((count) => count + 1);
      return;
    }
    void navigate(chosen.requires_shipping ? '/checkout/shipping_address' : '/checkout/confirmation');
  };

  return (
    <form className="checkout-form" onSubmit={submit} noValidate>
      <ErrorSummary title={t('dispatch.errors_title')} errors={errors} attempt={attempt} />
      <DispatchOptionField
        options={options}
        chosen={chosen}
        onChoose={choose}
        error={errorFor(DISPATCH_FIELD_ID)}
      />
      {chosen && (
        <>
          {chosen.requires_shipping && (
            <p className="field__hint">
              {shipping_address
                ? t('dispatch.delivering_to', { address: shipping_address.formatted })
                : t('dispatch.address_next')}
            </p>
          )}
          <TimeslotField
            word={word}
            slots={slots}
            value={date ?? ''}
            onChange={(value) => patch({ collection_date: value })}
            error={errorFor(DATE_FIELD_ID)}
            lost={lostDate !== null && !date}
          />
        </>
      )}
      <button type="submit" className="button button--primary checkout-continue">
        {t('dispatch.continue')}
      </button>
    </form>
  );
}
