import { useTranslation } from 'react-i18next';
import { useCheckoutStore } from '#domain/checkout/checkout-store.ts';

export type CheckoutStep = 'dispatch' | 'shipping_address' | 'confirmation' | 'payment';

/** The steps a checkout goes through: the address step only when the order is delivered. */
export function checkoutSteps(requiresShipping: boolean): CheckoutStep[] {
  return requiresShipping
    ? ['dispatch', 'shipping_address', 'confirmation', 'payment']
    : ['dispatch', 'confirmation', 'payment'];
}

/** The step's title (the page's one h1) with where it stands: 'Step 2 of 3'. */
export function StepHeading({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation();
  const steps = checkoutSteps(useCheckoutStore((s) => s.requires_shipping));
  const index = Math.max(0, steps.indexOf(step));
  return (
    <header className="checkout-step__header">
      <p className="checkout-step__progress">
        {t('checkout_flow.step_of', { step: index + 1, count: steps.length })}
      </p>
      <h1 id="page-title" tabIndex={-1}>
        {t(`titles.checkout_${step}`)}
      </h1>
    </header>
  );
}
