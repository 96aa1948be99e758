import { describe, expect, it } from 'vitest';
import { AddressSchema } from '../../src/api/schemas/account';
import { ClientConfigSchema } from '../../src/api/schemas/client-config';
import { useCheckoutStore } from '../../src/domain/checkout/checkout-store';
import { CHECKOUT_STORE_KEY } from '../../src/stores/store-keys';

const home = AddressSchema.parse({
  id: 7,
  bridge_id: null,
  bridge_name: null,
  created_at: '2025-01-05T09:30:00+02:00',
  formatted: '12 Vilakazi St, Orlando West, Soweto',
  latitude: -26.2389,
  longitude: 27.9086,
  unit_or_floor: null,
});

const clientConfig = ClientConfigSchema.parse({
  bags: true,
  bag_price_in_cents: 150,
  shipping: [
    { name: 'collect', payment_options: ['cash', 'card'] },
    { name: 'deliver', payment_options: ['card'] },
  ],
});

describe('checkout store', () => {
  it('turning shipping off resets the payment provider and clears the address', () => {
    const { patch, setRequiresShipping } = useCheckoutStore.getState();
    patch({ requires_shipping: true, shipping_address: home, payment_provider: 'card' });

    setRequiresShipping(false);
    expect(useCheckoutStore.getState()).toMatchObject({
      requires_shipping: false,
      payment_provider: null,
      shipping_address: null,
    });
  });

  it('turning shipping on resets the payment provider but keeps the address', () => {
    const { patch, setRequiresShipping } = useCheckoutStore.getState();
    patch({ requires_shipping: false, shipping_address: home, payment_provider: 'cash' });

    setRequiresShipping(true);
    expect(useCheckoutStore.getState()).toMatchObject({
      requires_shipping: true,
      payment_provider: null,
      shipping_address: home,
    });
  });

  it('patches fields and resets to a blank checkout', () => {
    useCheckoutStore
      .getState()
      .patch({ client_config: clientConfig, discount_code_input: 'SAVE10', supplier_id: 88 });
    expect(useCheckoutStore.getState()).toMatchObject({ discount_code_input: 'SAVE10', supplier_id: 88 });

    useCheckoutStore.getState().reset();
    expect(useCheckoutStore.getState()).toMatchObject({
      client_config: null,
      discount_code_input: '',
      supplier_id: null,
      credit_in_cents: 0,
    });
  });

  it('persists only data (no actions) under storefront.checkout and restores it', async () => {
    useCheckoutStore.getState().patch({ client_config: clientConfig, supplier_id: 3 });
    const stored = JSON.parse(localStorage.getItem(CHECKOUT_STORE_KEY) ?? 'null') as {
      state: Record<string, unknown>;
      version: number;
    };
    expect(stored.version).toBe(1);
    expect(stored.state).toMatchObject({ client_config: clientConfig, supplier_id: 3 });
    expect(Object.keys(stored.state)).not.toContain('patch');

    useCheckoutStore.setState(useCheckoutStore.getInitialState(), true);
    localStorage.setItem(CHECKOUT_STORE_KEY, JSON.stringify(stored));
    await useCheckoutStore.persist.rehydrate();
    expect(useCheckoutStore.getState().client_config?.shipping[1]?.name).toBe('deliver');
  });

  it('drops a version-0 checkout', async () => {
    localStorage.setItem(
      CHECKOUT_STORE_KEY,
      JSON.stringify({ state: { discount_code: 'SAVE10', supplier_id: 3 }, version: 0 }),
    );
    await useCheckoutStore.persist.rehydrate();
    expect(useCheckoutStore.getState()).toMatchObject({ discount_code: null, supplier_id: null });
  });
});
