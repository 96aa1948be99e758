import { z } from 'zod/mini';
import { DateTimeSchema, IdSchema, CentsSchema } from './common.ts';

export const DEBTOR_CARD_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const DebtorCardSchema = z.object({
  id: IdSchema,
  supplier_id: IdSchema,
  status: z.enum(DEBTOR_CARD_STATUSES),
  // A pending card has no number yet.
  debtor_card_number: z.nullable(z.string()),
  supplier_branch: z.nullable(z.string()),
  balance_in_cents: z.nullable(CentsSchema),
});
export type DebtorCard = z.infer<typeof DebtorCardSchema>;

export const AddressSchema = z.object({
  id: IdSchema,
  bridge_id: z.nullable(IdSchema),
  bridge_name: z.nullable(z.string()),
  created_at: DateTimeSchema,
  formatted: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  unit_or_floor: z.nullable(z.string()),
});
export type Address = z.infer<typeof AddressSchema>;

/** An address the shopper is about to save; the server assigns id and created_at. */
export const AddressInputSchema = z.object({
  formatted: z.string().check(z.minLength(1)),
  latitude: z.number(),
  longitude: z.number(),
  unit_or_floor: z.optional(z.nullable(z.string())),
  bridge_id: z.optional(z.nullable(IdSchema)),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

/** Profile fields; the sign-up-only ones are absent on older accounts. */
export const ProfileSchema = z.object({
  sms_marketing: z.optional(z.boolean()),
  terms: z.optional(z.boolean()),
  business_name: z.optional(z.nullable(z.string())),
  occupation: z.optional(z.nullable(z.string())),
  language: z.optional(z.nullable(z.string())),
  favoured_suppliers: z.optional(z.array(z.string())),
  favoured_new_suppliers: z.optional(z.array(z.string())),
  favoured_payment_providers: z.optional(z.array(z.string())),
  bank: z.optional(z.nullable(z.string())),
  address: z.optional(z.nullable(z.string())),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const PushSubscriptionSchema = z.object({
  endpoint: z.string(),
});

export const AccountSchema = z.object({
  id: IdSchema,
  login: z.string(),
  first_name: z.nullable(z.string()),
  last_name: z.nullable(z.string()),
  full_name: z.nullable(z.string()),
  profile: z._default(ProfileSchema, {}),
  id_number: z.nullable(z.string()),
  business_address_1: z.nullable(z.string()),
  debtor_cards: z._default(z.array(DebtorCardSchema), []),
  addresses: z._default(z.array(AddressSchema), []),
  demo: z._default(z.boolean(), false),
  push_subscriptions: z._default(z.array(PushSubscriptionSchema), []),
  beta_tester: z._default(z.boolean(), false),
  credit_in_cents: z._default(CentsSchema, 0),
  marketing_contact_id: z.optional(z.nullable(z.string())),
});
export type Account = z.infer<typeof AccountSchema>;
