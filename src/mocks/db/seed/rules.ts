import type {
  SeedClientConfig,
  SeedDeliveryFeeRule,
  SeedDiscountCode,
  SeedShippingOption,
  SeedTimeslotRule,
} from './types-shop.ts';
import type { DatasetName, SeedSupplier } from './types.ts';

// Checkout rules: payment options per shipping method, delivery fees, timeslot rules, discount codes
// and public holidays.
//
// Payment option names (the strings in client_config.shipping[].payment_options):
//   CASH                  cash: in store with COLLECT, cash on delivery with PICUP
//   GATEWAY               online card or instant EFT through the payment gateway provider (its
//                         finalize carries PAY_REQUEST_ID / TRANSACTION_STATUS / CHECKSUM)
//   CARD                  card through the card provider (uses the supplier's yoco_public_key)
//   OFFLINE_EFT           manual bank transfer to the supplier's bank details (provider offline_eft)
//   WALLET                mobile wallet, pay now (QR)
//   WALLET_ON_DELIVERY    the same mobile wallet, paid at the door (PICUP only)
//   WALLET_2              the second mobile-wallet provider
//   DEBTORCARD            debtor card (customer credit account); market only, and the client removes it
//                         when the shopper has no accepted card for the supplier
// Delivery exists only where a shipping option is named PICUP (spec 5), so Kalk Bay (13) and the
// disabled Durbanville stall (26) are collection only.

export const PAYMENT_OPTIONS = [
  'CASH',
  'GATEWAY',
  'CARD',
  'OFFLINE_EFT',
  'WALLET',
  'WALLET_ON_DELIVERY',
  'WALLET_2',
  'DEBTORCARD',
] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

export const MINIMUM_ORDER_IN_CENTS = 1_000;
export const BAG_PRICE_IN_CENTS = 90;

const COLLECT_ONLY = new Set([13, 26]);

function shippingFor(dataset: DatasetName, supplierId: number): SeedShippingOption[] {
  const collect: PaymentOption[] = ['CASH', 'GATEWAY', 'CARD', 'OFFLINE_EFT', 'WALLET'];
  const deliver: PaymentOption[] = ['GATEWAY', 'CARD', 'OFFLINE_EFT', 'WALLET', 'WALLET_ON_DELIVERY', 'CASH'];
  if (dataset === 'market') {
    collect.push('WALLET_2', 'DEBTORCARD');
    deliver.push('DEBTORCARD');
  }
  const options: SeedShippingOption[] = [{ name: 'COLLECT', payment_options: collect }];
  if (!COLLECT_ONLY.has(supplierId)) options.push({ name: 'PICUP', payment_options: deliver });
  return options;
}

export function seedClientConfigs(
  dataset: DatasetName,
  suppliers: readonly SeedSupplier[],
): SeedClientConfig[] {
  return suppliers.map((s) => ({
    supplier_id: s.id,
    // Reference runs with bags off (spec 9) but still prices them at 90 c; market charges for bags.
    bags: dataset === 'market',
    bag_price_in_cents: BAG_PRICE_IN_CENTS,
    shipping: shippingFor(dataset, s.id),
    minimum_order_in_cents: MINIMUM_ORDER_IN_CENTS,
    discount_codes_enabled: true,
  }));
}

export function seedDeliveryFees(
  dataset: DatasetName,
  suppliers: readonly SeedSupplier[],
): SeedDeliveryFeeRule[] {
  return suppliers
    .filter((s) => !COLLECT_ONLY.has(s.id))
    .map((s, i) => {
      // The wholesaler's truck goes further, and delivers a trade-sized order free.
      if (dataset === 'large')
        return { supplier_id: s.id, fee_in_cents: 9_500, free_over_in_cents: 250_000, max_distance_km: 40 };
      return dataset === 'reference'
        ? { supplier_id: s.id, fee_in_cents: 4_500, free_over_in_cents: 50_000, max_distance_km: 15 }
        : // Market grocers differ, so comparison totals include different delivery costs.
          {
            supplier_id: s.id,
            fee_in_cents: [3_500, 4_000, 5_500, 4_500, 3_000][i % 5] ?? 4_500,
            free_over_in_cents: [60_000, 40_000, 75_000, 50_000, 35_000][i % 5] ?? 50_000,
            max_distance_km: 20,
          };
    });
}

export function seedTimeslotRules(suppliers: readonly SeedSupplier[]): SeedTimeslotRule[] {
  return suppliers.flatMap((s): SeedTimeslotRule[] => {
    const collect: SeedTimeslotRule = {
      supplier_id: s.id,
      dispatch: 'collect',
      days_ahead: 5,
      slot_minutes: 120,
      lead_minutes: 120,
      window: null,
    };
    if (COLLECT_ONLY.has(s.id)) return [collect];
    // Drivers go out 09:00-17:00 with a day's lead time for packing.
    return [
      collect,
      {
        supplier_id: s.id,
        dispatch: 'deliver',
        days_ahead: 5,
        slot_minutes: 120,
        lead_minutes: 24 * 60,
        window: ['09:00', '17:00'],
      },
    ];
  });
}

/** South African public holidays 2026-2027 (Sunday holidays move to Monday), SAST dates. */
export const PUBLIC_HOLIDAYS: readonly string[] = [
  '2026-01-01',
  '2026-03-21',
  '2026-04-03',
  '2026-04-06',
  '2026-04-27',
  '2026-05-01',
  '2026-06-16',
  '2026-08-10',
  '2026-09-24',
  '2026-12-16',
  '2026-12-25',
  '2026-12-26',
  '2027-01-01',
  '2027-03-22',
  '2027-03-26',
  '2027-03-29',
  '2027-04-27',
  '2027-05-01',
  '2027-06-16',
  '2027-08-09',
  '2027-09-24',
  '2027-12-16',
  '2027-12-25',
  '2027-12-27',
];

const DAY = 86_400_000;

/**
 * ZEROWASTE10 (10 % off), WELCOME50 (R50 off once per account; the debtor account has used it),
 * LAUNCH50 (R50 off, global limit reached), WINTER15 (expired), plus REFILL20 / STOKVEL100 / TRADE250
 * per dataset.
 */
export function seedDiscountCodes(dataset: DatasetName, now: Date): SeedDiscountCode[] {
  const at = (days: number): string => new Date(now.getTime() + days * DAY).toISOString();
  const base = {
    min_order_in_cents: 0,
    usage_limit: null,
    used_count: 0,
    per_account_limit: null,
    used_by_account_ids: [],
    starts_at: at(-30),
    ends_at: at(60),
    supplier_ids: null,
  };
  const codes: SeedDiscountCode[] = [
    {
      ...base,
      code: 'ZEROWASTE10',
      description: '10% off your order',
      kind: 'percent',
      percent: 10,
      amount_in_cents: null,
      used_count: 214,
    },
    {
      ...base,
      code: 'WELCOME50',
      description: 'R50 off your first order over R200',
      kind: 'fixed',
      percent: null,
      amount_in_cents: 5_000,
      min_order_in_cents: 20_000,
      usage_limit: 1_000,
      used_count: 37,
      per_account_limit: 1,
      used_by_account_ids: [502],
    },
    {
      ...base,
      code: 'LAUNCH50',
      description: 'R50 off (launch week)',
      kind: 'fixed',
      percent: null,
      amount_in_cents: 5_000,
      usage_limit: 100,
      used_count: 100,
    },
    {
      ...base,
      code: 'WINTER15',
      description: '15% off (expired)',
      kind: 'percent',
      percent: 15,
      amount_in_cents: null,
      starts_at: at(-120),
      ends_at: at(-30),
    },
  ];
  if (dataset === 'reference') {
    codes.push({
      ...base,
      code: 'REFILL20',
      description: 'R20 off at Observatory and Sea Point',
      kind: 'fixed',
      percent: null,
      amount_in_cents: 2_000,
      min_order_in_cents: 15_000,
      supplier_ids: [12, 14],
    });
  } else if (dataset === 'market') {
    codes.push({
      ...base,
      code: 'STOKVEL100',
      description: 'R100 off stokvel orders over R1 000',
      kind: 'fixed',
      percent: null,
      amount_in_cents: 10_000,
      min_order_in_cents: 100_000,
      supplier_ids: [21, 22, 23],
    });
  } else {
    codes.push({
      ...base,
      code: 'TRADE250',
      description: 'R250 off orders over R5 000',
      kind: 'fixed',
      percent: null,
      amount_in_cents: 25_000,
      min_order_in_cents: 500_000,
      supplier_ids: [31],
    });
  }
  return codes;
}
