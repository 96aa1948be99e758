import { describe, expect, it } from 'vitest';
import { AddressSchema } from '../../src/api/schemas/account';
import { chooseDispatch, useCheckoutStore } from '../../src/domain/checkout/checkout-store';
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

const COLLECT = { name: 'COLLECT', requires_shipping: false, shipping_provider: null };
const PICUP = { name: 'PICUP', requires_shipping: true, shipping_provider: 'PICUP' };
const OWN = { name: 'OWN_DRIVERS', requires_shipping: true, shipping_provider: 'OWN_DRIVERS' };

describe('checkout store: choosing dispatch', () => {
  it('starts with nothing chosen', () => {
    expect(useCheckoutStore.getState().dispatch).toBeNull();
  });

  it('choosing Collect clears the address, payment provider and date', () => {
    chooseDispatch(PICUP);
    useCheckoutStore.getState().patch({
      shipping_address: home,
      payment_provider: 'CARD',
      collection_date: '2026-04-14T10:00:00+02:00',
    });

    chooseDispatch(COLLECT);
    expect(useCheckoutStore.getState()).toMatchObject({
      dispatch: 'COLLECT',
      requires_shipping: false,
      shipping_provider: null,
      shipping_address: null,
      payment_provider: null,
      collection_date: null,
    });
  });

  it('moving between delivery methods keeps the address but asks again for date and payment', () => {
    chooseDispatch(PICUP);
    useCheckoutStore
      .getState()
      .patch({ shipping_address: home, payment_provider: 'CARD', collection_date: 'x' });

    chooseDispatch(OWN);
    expect(useCheckoutStore.getState()).toMatchObject({
      dispatch: 'OWN_DRIVERS',
      requires_shipping: true,
      shipping_provider: 'OWN_DRIVERS',
      shipping_address: home,
      payment_provider: null,
      collection_date: null,
    });
  });

  it('choosing the same option again changes nothing', () => {
    chooseDispatch(COLLECT);
    useCheckoutStore.getState().patch({ payment_provider: 'CASH', collection_date: 'x' });
    chooseDispatch(COLLECT);
    expect(useCheckoutStore.getState()).toMatchObject({ payment_provider: 'CASH', collection_date: 'x' });
  });

  it('the choice survives a reload, and an unreadable one is forgotten', async () => {
    chooseDispatch(COLLECT);
    const stored = localStorage.getItem(CHECKOUT_STORE_KEY) ?? '';
    useCheckoutStore.setState(useCheckoutStore.getInitialState(), true);
    localStorage.setItem(CHECKOUT_STORE_KEY, stored);
    await useCheckoutStore.persist.rehydrate();
    expect(useCheckoutStore.getState().dispatch).toBe('COLLECT');

    const parsed = JSON.parse(stored) as { state: Record<string, unknown>; version: number };
    localStorage.setItem(
      CHECKOUT_STORE_KEY,
      JSON.stringify({ ...parsed, state: { ...parsed.state, dispatch: 5 } }),
    );
    await useCheckoutStore.persist.rehydrate();
    expect(useCheckoutStore.getState().dispatch).toBeNull();
  });
});
