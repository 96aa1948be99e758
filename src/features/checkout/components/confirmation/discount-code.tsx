import { useTranslation } from 'react-i18next';
import { TextField } from '#components/ui/text-field.tsx';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';
import { translateMessage } from '../../messages';

interface Props {
  /** The supplier's verdict on the applied code (null when accepted or none applied). */
  error: string | null;
  /** The code the supplier accepted, as it spells it. */
  accepted: string | null;
  busy: boolean;
}

/**
 * The discount code: what the shopper types is kept apart from the code sent for validation, so a
 * half-typed code never re-prices the basket; Apply sends it and the supplier's answer shows here.
 */
export function DiscountCode({ error, accepted, busy }: Props) {
  const { t } = useTranslation();
  const input = useCheckoutStore((s) => s.discount_code_input);
  const applied = useCheckoutStore((s) => s.discount_code);
  const patch = useCheckoutStore((s) => s.patch);
  // Applying a code asks the shop to price the basket again.
  const send = useSendProps(busy || input.trim() === '');
  const apply = () => {
    const code = input.trim().toUpperCase();
    patch({ discount_code: code || null, discount_code_input: code });
  };
  return (
    <form
      className="discount-code"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
      noValidate
    >
      <TextField
        label={t('checkout_flow.discount_code')}
        value={input}
        onValueChange={(value) => patch({ discount_code_input: value })}
        error={applied && error ? translateMessage(error, t) : null}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div className="button-row">
        <button type="submit" className="button" {...send}>
          {t('checkout_flow.apply_code')}
        </button>
        {applied && (
          <button
            type="button"
            className="link-button"
            onClick={() => patch({ discount_code: null, discount_code_input: '' })}
          >
            {t('checkout_flow.remove_code')}
          </button>
        )}
      </div>
      {applied && accepted && !error && (
        <p className="discount-code__ok" role="status">
          {t('checkout_flow.code_applied', { code: accepted })}
        </p>
      )}
    </form>
  );
}
import { useSendProps } from '#lib/online.ts';
