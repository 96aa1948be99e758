import { afterEach, describe, expect, it } from 'vitest';
import reference from '../../../deployments/reference.json' with { type: 'json' };
import { RegisterOrderBodySchema } from '../../../src/api/schemas/cart';
import { parseDeploymentConfig, setDeploymentConfig } from '../../../src/config/deployment-config';
import { registerBody } from '../../../src/features/checkout/place-order';
import { facebookCookies } from '../../../src/lib/facebook-cookies';
import { useCheckoutStore } from '../../../src/domain/checkout/checkout-store';
import { anAccount } from '../../support/fixtures';
import { AD_CONSENT_KEY } from '../../../src/stores/store-keys';

const COOKIES = ['_fbp=fb.1.1700000000000.123456789', '_fbc=fb.1.1700000000000.IwAR0abc'];

function deploy(tracking: boolean) {
  const analytics = { enabled: false, ad_tracking: { enabled: tracking } };
  setDeploymentConfig(parseDeploymentConfig({ ...reference, analytics }));
}

function facebookSent() {
  const line = { offer_id: 1, qty: 1 } as never;
  const body = registerBody(anAccount(), 14, [line], useCheckoutStore.getState(), 'CASH', false);
  return body.cart.facebook;
}

afterEach(() => {
  for (const cookie of COOKIES) document.cookie = `${cookie.split('=')[0]}=; max-age=0`;
  setDeploymentConfig(parseDeploymentConfig(reference));
});

describe("the register payload's facebook field", () => {
  it('passes _fbp and _fbc only where ad tracking is on and the shopper accepted', () => {
    for (const cookie of COOKIES) document.cookie = cookie;
    deploy(true);
    localStorage.setItem(AD_CONSENT_KEY, 'accepted');
    expect(facebookSent()).toEqual({
      fbp: 'fb.1.1700000000000.123456789',
      fbc: 'fb.1.1700000000000.IwAR0abc',
    });
  });

  it('stays null without consent, after Decline, or where the deployment leaves it off', () => {
    for (const cookie of COOKIES) document.cookie = cookie;
    deploy(true);
    expect(facebookSent()).toBeNull();
    localStorage.setItem(AD_CONSENT_KEY, 'declined');
    expect(facebookSent()).toBeNull();
    localStorage.setItem(AD_CONSENT_KEY, 'accepted');
    deploy(false);
    expect(facebookSent()).toBeNull();
  });

  it('stays null with consent but no cookies, and the body still matches the contract', () => {
    deploy(true);
    localStorage.setItem(AD_CONSENT_KEY, 'accepted');
    expect(facebookSent()).toBeNull();
  });

  it('reads only the two cookies, values with = intact', () => {
    expect(facebookCookies('a=1; _fbp=fb.1.2.3; _fbc=x=y; _fbpx=no')).toEqual({
      fbp: 'fb.1.2.3',
      fbc: 'x=y',
    });
    expect(facebookCookies('a=1; _fbp=')).toBeNull();
    const parsed = RegisterOrderBodySchema.shape.cart.shape.facebook.safeParse({ fbp: 'fb.1.2.3' });
    expect(parsed.success).toBe(true);
  });
});
