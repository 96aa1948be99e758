import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { translateMessage } from '../../../src/features/checkout/messages';
import { checkoutStrings } from '../../../src/features/checkout/strings';
import { withStrings } from '../../../src/lib/i18n';
import { MINIMUM_MESSAGE } from '../../../src/mocks/db/cart-validation';

const boot = (currency = reference.currency) =>
  setDeploymentConfig(parseDeploymentConfig({ ...reference, currency }));

// The checkout steps' strings, as the router adds them with a step.
withStrings({ strings: [checkoutStrings] });

describe("a supplier's checkout message", () => {
  beforeEach(() => boot());

  it("reprints the minimum order in the deployment's money format", () => {
    expect(translateMessage(MINIMUM_MESSAGE, i18next.t)).toBe('The minimum order amount is R 10.00');
  });

  it('never shows a rand in a deployment that sells in another currency', () => {
    boot({ symbol: 'N$', iso: 'NAD' });
    expect(translateMessage('The minimum order amount is N$50', i18next.t)).toBe(
      'The minimum order amount is N$ 50.00',
    );
    expect(translateMessage(MINIMUM_MESSAGE, i18next.t)).toBe('The minimum order amount is N$ 10.00');
  });

  it("shows a message it does not know as the supplier's text", () => {
    expect(translateMessage('The minimum order amount is unknown', i18next.t)).toBe(
      'The minimum order amount is unknown',
    );
  });
});
