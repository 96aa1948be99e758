import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Address } from '#api/schemas/account.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { ErrorSummary } from '#components/ui/error-summary.tsx';
import '#components/ui/choices.css';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { StepHeading } from './step-heading';
import '../checkout.css';
import { Redirect } from '#components/redirect.tsx';

const ADD_BUTTON_ID = 'add-delivery-address';
const ERROR_ID = 'shipping-address-error';
const radioId = (address: Address) => `shipping-address-${address.id}`;

export interface AddAddressProps {
  /** Called with the address once it is saved to the shopper's address book. */
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

interface Props {
  addresses: Pick<UseQueryResult<Address[]>, 'data' | 'isPending' | 'error'>;
  /** The add-address form: the address book's picker, composed by the route. */
  renderAddForm: (props: AddAddressProps) => ReactNode;
}

/** Checkout step 2 (delivery only): which saved address to deliver to, or a new one. */
export function ShippingAddressStep({ addresses, renderAddForm }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requiresShipping = useCheckoutStore((state) => state.requires_shipping);
  const chosen = useCheckoutStore((state) => state.shipping_address);
  const patch = useCheckoutStore((state) => state.patch);
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<Address | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  // Collection has no address step: a stale link or the back button lands on the choice instead.
  if (!requiresShipping) return <Redirect to="/checkout/dispatch" />;

  const saved = addresses.data ?? [];
  // A just-saved address shows at once, even before the refreshed address book arrives.
  const list = added && !saved.some((a) => a.id === added.id) ? [...saved, added] : saved;
  const chosenId = chosen && list.some((a) => a.id === chosen.id) ? chosen.id : null;
  const fieldId = list[0] ? radioId(list[0]) : ADD_BUTTON_ID;
  const errors = attempt > 0 && chosenId === null ? [{ fieldId, message: t('shipping_step.required') }] : [];
  const error = errors[0]?.message ?? null;

  const onSaved = (address: Address) => {
    setAdded(address);
    patch({ shipping_address: address });
    setAdding(false);
    setFocusRequest({ id: radioId(address) });
  };
  const onCancel = () => {
    setAdding(false);
    setFocusRequest({ id: ADD_BUTTON_ID });
  };
  const submit = () => {
    if (chosenId === null) setAttempt((count) => count + 1);
    else void navigate('/checkout/confirmation');
  };

  return (
    <section aria-labelledby="page-title" className="checkout-page">
      <StepHeading step="shipping_address" />
      <ErrorSummary title={t('shipping_step.errors_title')} errors={errors} attempt={attempt} />
      {addresses.data ? (
        <fieldset
          className="choices"
          role="radiogroup"
          aria-labelledby="shipping-address-legend"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
        >
          <legend id="shipping-address-legend" className="choices__legend">
            {t('shipping_step.legend')}
          </legend>
          {error && (
            <p id={ERROR_ID} className="field__error">
              {error}
            </p>
          )}
          {list.length === 0 && <p>{t('shipping_step.none')}</p>}
          {list.map((address) => (
            <div key={address.id} className="choice">
              <input
                type="radio"
                id={radioId(address)}
                name="shipping-address"
                checked={chosenId === address.id}
                onChange={() => patch({ shipping_address: address })}
                aria-describedby={address.unit_or_floor ? `${radioId(address)}-unit` : undefined}
              />
              <div className="choice__text">
                <label htmlFor={radioId(address)} className="choice__label">
                  {address.formatted}
                </label>
                {address.unit_or_floor && (
                  <p id={`${radioId(address)}-unit`} className="choice__hint">
                    {t('shipping_step.unit', { unit: address.unit_or_floor })}
                  </p>
                )}
              </div>
            </div>
          ))}
        </fieldset>
      ) : (
        <QueryStatus query={addresses} />
      )}
      {adding ? (
        <section aria-labelledby="checkout-add-address" className="checkout-add-address">
          <h2 id="checkout-add-address">{t('shipping_step.add_title')}</h2>
          {renderAddForm({ onSaved, onCancel })}
        </section>
      ) : (
        <button id={ADD_BUTTON_ID} type="button" className="button" onClick={() => setAdding(true)}>
          {t('shipping_step.add')}
        </button>
      )}
      <div className="checkout-actions">
        <button type="button" className="button button--primary checkout-continue" onClick={submit}>
          {t('shipping_step.continue')}
        </button>
        <Link to="/checkout/dispatch" className="checkout-back">
          {t('shipping_step.back')}
        </Link>
      </div>
    </section>
  );
}
