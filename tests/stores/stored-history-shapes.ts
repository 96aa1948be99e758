import { expect } from 'vitest';
import {
  ACCOUNT_STORE_KEY,
  AD_CONSENT_KEY,
  CART_STORE_KEY,
  CHECKOUT_MARKS_KEY,
  CHECKOUT_STORE_KEY,
  NOTICES_STORE_KEY,
  ORDERS_STORE_KEY,
  PAYMENTS_STORE_KEY,
  PREFERENCES_STORE_KEY,
  SESSION_STORE_KEY,
  SHOPFRONT_STORE_KEY,
  SUPPLIERS_STORE_KEY,
} from '../../src/stores/store-keys';
import {
  basketLine,
  checkoutAsStored,
  fixture,
  JAR,
  OATS,
  SEA_POINT_NAME,
  SIGNED_IN,
  stateIn,
  withoutShop,
  withShop,
  type Shape,
} from './stored-history-fixtures';

const EDITING = { orderId: 3004, reference: 'ORD-003004' };
const OBSERVATORY = { id: 15, name: 'Zero Waste Pantry Observatory', api_endpoint: null };

// In history order: a build's storage is, per key, the last shape at or before its commit.
export const SHAPES: Shape[] = [
  {
    commit: '58dc947',
    alsoWrittenBy: ['10b3d8a', 'e3ad1ba', '2a30d35', '484f640', '32fd3a1'],
    key: SUPPLIERS_STORE_KEY,
    file: 'suppliers-58dc947.json',
    reads: () => ({ selected: { id: 14, name: SEA_POINT_NAME, api_endpoint: null } }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['5dba864', '27712a8'],
    key: CART_STORE_KEY,
    file: 'cart-v1-90528c6.json',
    // Version 1 kept whole offers; a line is priced when its offer was (or now, when that is unknown).
    reads: () => ({
      items: [
        basketLine(OATS, 0.75, '2026-11-20T07:15:00.000Z', withShop(7001), 1),
        basketLine(JAR, 2, expect.stringMatching(/^\d{4}-\d\d-\d\dT/), withShop(7002), 2019),
      ],
    }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['10b3d8a'],
    key: ACCOUNT_STORE_KEY,
    file: 'account-v1-90528c6.json',
    reads: () => SIGNED_IN,
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['4982772', '10b3d8a'],
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-90528c6.json',
    reads: () => checkoutAsStored('checkout-90528c6.json'),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['10b3d8a'],
    key: NOTICES_STORE_KEY,
    file: 'notices-90528c6.json',
    reads: () => ({ closedShown: { '14': '2026-11-22', '13': '2026-11-21' }, reviewsOffered: [] }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['10b3d8a'],
    key: ORDERS_STORE_KEY,
    file: 'orders-90528c6.json',
    reads: () => ({ editing: { ...EDITING, supplier: null, previous: null } }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['71de46b', '10b3d8a', '32fd3a1'],
    key: PREFERENCES_STORE_KEY,
    file: 'preferences-90528c6.json',
    // Stored before the data saver: no choice, so the browser's setting decides.
    reads: () => ({ locale: 'af', dataLight: null }),
  },
  {
    commit: '90528c6',
    alsoWrittenBy: ['10b3d8a'],
    key: SESSION_STORE_KEY,
    file: 'session-90528c6.json',
    storage: 'session',
    reads: () => ({ dataFree: true, backTarget: '/product/2019', openOrdersSeen: [] }),
  },
  {
    commit: 'ec46f54',
    alsoWrittenBy: ['10b3d8a', '32fd3a1'],
    key: SHOPFRONT_STORE_KEY,
    file: 'shopfront-ec46f54.json',
    reads: () => ({ overrides: { title: 'Zero Waste Pantry', theme: { primary: '#b08a61' } } }),
  },
  {
    commit: '10b3d8a',
    key: CART_STORE_KEY,
    file: 'cart-v2-10b3d8a.json',
    // Version 2's first lines: no shop name or sellable yet.
    reads: () => ({
      items: [
        basketLine(OATS, 0.75, '2026-11-23T10:02:11.418Z', withoutShop),
        basketLine(JAR, 2, '2026-11-23T10:03:40.057Z', withoutShop),
      ],
    }),
  },
  {
    commit: '2e615e3',
    alsoWrittenBy: ['2a30d35'],
    key: ORDERS_STORE_KEY,
    file: 'orders-2e615e3.json',
    reads: () => ({ editing: { ...EDITING, supplier: { id: 14, api_endpoint: null }, previous: null } }),
  },
  {
    commit: 'b597193',
    alsoWrittenBy: ['32fd3a1'],
    key: ACCOUNT_STORE_KEY,
    file: 'account-v2-b597193.json',
    reads: () => SIGNED_IN,
  },
  {
    commit: 'b597193',
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-b597193.json',
    reads: () => checkoutAsStored('checkout-b597193.json'),
  },
  {
    commit: '162a4b8',
    alsoWrittenBy: ['32fd3a1', '0b99cf2', 'aef76b7', 'HEAD'],
    key: CART_STORE_KEY,
    file: 'cart-v2-162a4b8.json',
    reads: () => ({
      items: [
        basketLine(OATS, 0.75, '2026-11-24T16:20:05.930Z', withShop(7001)),
        basketLine(JAR, 2, '2026-11-24T16:21:12.502Z', withShop(7002)),
      ],
    }),
  },
  {
    commit: '1a5456a',
    alsoWrittenBy: ['32fd3a1'],
    key: NOTICES_STORE_KEY,
    file: 'notices-1a5456a.json',
    reads: () => ({ closedShown: { '14': '2026-11-24' }, reviewsOffered: [3001, 3004] }),
  },
  {
    commit: '13cc53b',
    alsoWrittenBy: ['32fd3a1'],
    key: SESSION_STORE_KEY,
    file: 'session-13cc53b.json',
    storage: 'session',
    reads: () => ({ dataFree: true, backTarget: '/product/2019', openOrdersSeen: [3004] }),
  },
  {
    commit: '6208c61',
    alsoWrittenBy: ['2a30d35', '11dd57a', '23539df', '32fd3a1'],
    key: PAYMENTS_STORE_KEY,
    file: 'payments-6208c61.json',
    reads: () => stateIn('payments-6208c61.json'),
  },
  {
    commit: '11dd57a',
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-11dd57a.json',
    reads: () => checkoutAsStored('checkout-11dd57a.json'),
  },
  {
    commit: '484f640',
    alsoWrittenBy: ['32fd3a1'],
    key: ORDERS_STORE_KEY,
    file: 'orders-484f640.json',
    reads: () => ({
      editing: { ...EDITING, supplier: { id: 14, api_endpoint: null }, previous: OBSERVATORY },
    }),
  },
  {
    commit: 'f12e797',
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-f12e797.json',
    reads: () => checkoutAsStored('checkout-f12e797.json'),
  },
  {
    commit: 'f12e797',
    alsoWrittenBy: ['23539df', '32fd3a1'],
    key: CHECKOUT_MARKS_KEY,
    file: 'checkout-marks-f12e797.json',
    reads: () => fixture('checkout-marks-f12e797.json'),
  },
  {
    commit: '9ae0d9c',
    alsoWrittenBy: ['32fd3a1'],
    key: AD_CONSENT_KEY,
    file: 'ad-consent-9ae0d9c.json',
    plain: true,
    reads: () => 'accepted',
  },
  {
    commit: '635f4de',
    alsoWrittenBy: ['32fd3a1'],
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-635f4de.json',
    reads: () => checkoutAsStored('checkout-635f4de.json'),
  },
  {
    commit: '46f0ccd',
    alsoWrittenBy: ['HEAD'],
    key: CHECKOUT_STORE_KEY,
    file: 'checkout-46f0ccd.json',
    reads: () => checkoutAsStored('checkout-46f0ccd.json'),
  },
];

export const ALL_KEYS = [...new Set(SHAPES.map((shape) => shape.key))];
