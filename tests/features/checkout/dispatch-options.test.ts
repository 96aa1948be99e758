import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '../../../src/api/schemas/client-config';
import { chosenOption, dispatchOptions } from '../../../src/features/checkout/dispatch-options';
import { timeslotParams } from '../../../src/features/checkout/timeslots-query';

const config = (...names: string[]): ClientConfig => ({
  bags: false,
  bag_price_in_cents: 90,
  shipping: names.map((name) => ({ name, payment_options: ['CASH'] })),
});

describe('dispatch options', () => {
  it('turns COLLECT into Collect and PICUP into Get Delivery, in the config order', () => {
    expect(dispatchOptions(config('COLLECT', 'PICUP'))).toEqual([
      { name: 'COLLECT', kind: 'collect', requires_shipping: false, shipping_provider: null },
      { name: 'PICUP', kind: 'get_delivery', requires_shipping: true, shipping_provider: 'PICUP' },
    ]);
  });

  it('offers no Get Delivery without a PICUP option', () => {
    const options = dispatchOptions(config('COLLECT'));
    expect(options.map((option) => option.kind)).toEqual(['collect']);
  });

  it('treats any other name as the shop delivering itself, with that name as the provider', () => {
    expect(dispatchOptions(config('COLLECT', 'OWN_DRIVERS'))[1]).toEqual({
      name: 'OWN_DRIVERS',
      kind: 'delivery',
      requires_shipping: true,
      shipping_provider: 'OWN_DRIVERS',
    });
  });

  it('lists a name the config repeats once', () => {
    expect(dispatchOptions(config('COLLECT', 'COLLECT', 'PICUP'))).toHaveLength(2);
  });

  it('finds the stored choice only while the supplier still offers it', () => {
    const options = dispatchOptions(config('COLLECT', 'PICUP'));
    expect(chosenOption(options, 'PICUP')?.kind).toBe('get_delivery');
    expect(chosenOption(options, 'OWN_DRIVERS')).toBeNull();
    expect(chosenOption(options, null)).toBeNull();
  });
});

describe('timeslot params', () => {
  const address = {
    id: 4,
    bridge_id: null,
    bridge_name: null,
    created_at: '2026-01-10T09:00:00+02:00',
    formatted: '1 Main Road, Sea Point',
    latitude: -33.91,
    longitude: 18.39,
    unit_or_floor: null,
  };

  it('asks for collection slots with nothing about delivery', () => {
    expect(
      timeslotParams({
        requires_shipping: false,
        shipping_provider: null,
        shipping_address: address,
        payment_provider: null,
      }),
    ).toEqual({ requires_shipping: false });
  });

  it('asks for delivery slots with the provider and the chosen address', () => {
    expect(
      timeslotParams({
        requires_shipping: true,
        shipping_provider: 'PICUP',
        shipping_address: address,
        payment_provider: 'CARD',
      }),
    ).toEqual({
      requires_shipping: true,
      provider: 'CARD',
      shipping_provider: 'PICUP',
      shipping_lat: -33.91,
      shipping_lon: 18.39,
    });
  });

  it('asks for delivery slots without a position before an address is chosen', () => {
    expect(
      timeslotParams({
        requires_shipping: true,
        shipping_provider: 'PICUP',
        shipping_address: null,
        payment_provider: null,
      }),
    ).toEqual({ requires_shipping: true, shipping_provider: 'PICUP' });
  });
});
