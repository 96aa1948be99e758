import { z } from 'zod';
import { DateTimeSchema, IdSchema, CentsSchema, okEnvelope } from './common.ts';

export const DEBTOR_CARD_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const DebtorCardSchema = z.object({
  id: IdSchema,
  supplier_id: IdSchema,
  status: z.enum(DEBTOR_CARD_STATUSES),
  // A pending card has no number yet.
  debtor_card_number: z.string().nullable(),
  supplier_branch: z.string().nullable(),
  balance_in_cents: CentsSchema.nullable(),
});
export type DebtorCard = z.infer<typeof DebtorCardSchema>;

export const AddressSchema = z.object({
  id: IdSchema,
  bridge_id: IdSchema.nullable(),
  bridge_name: z.string().nullable(),
  created_at: DateTimeSchema,
  formatted: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  unit_or_floor: z.string().nullable(),
});
export type Address = z.infer<typeof AddressSchema>;

/** An address the shopper is about to save; the server assigns id and created_at. */
export const AddressInputSchema = z.object({
  formatted: z.string().min(1),
  latitude: z.number(),
  longitude: z.number(),
  unit_or_floor: z.string().nullable().optional(),
  bridge_id: IdSchema.nullable().optional(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

/** Profile fields; the sign-up-only ones are absent on older accounts. */
export const ProfileSchema = z.object({
  sms_marketing: z.boolean().optional(),
  terms: z.boolean().optional(),
  business_name: z.string().nullable().optional(),
  occupation: z.string().nullable().optional(),
  language: z.string().nullable().optional(),
  favoured_suppliers: z.array(z.string()).optional(),
  favoured_new_suppliers: z.array(z.string()).optional(),
  favoured_payment_providers: z.array(z.string()).optional(),
  bank: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const PushSubscriptionSchema = z.object({
  endpoint: z.string(),
});

export const AccountSchema = z.object({
  id: IdSchema,
  login: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  profile: ProfileSchema.default({}),
  id_number: z.string().nullable(),
  business_address_1: z.string().nullable(),
  debtor_cards: z.array(DebtorCardSchema).default([]),
  addresses: z.array(AddressSchema).default([]),
  demo: z.boolean().default(false),
  push_subscriptions: z.array(PushSubscriptionSchema).default([]),
  beta_tester: z.boolean().default(false),
  credit_in_cents: CentsSchema.default(0),
  marketing_contact_id: z.string().nullable().optional(),
});
export type Account = z.infer<typeof AccountSchema>;

export const SignInBodySchema = z.object({
  login: z.string().min(1),
  password: z.string().min(1),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const SignUpBodySchema = z.object({
  login: z.string().min(1),
  password: z.string().min(6),
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  profile: ProfileSchema.extend({ terms: z.literal(true) }),
  address: AddressInputSchema.optional(),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const ForgotPasswordBodySchema = z.object({ login: z.string().min(1) });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ValidateTokenBodySchema = z.object({
  login: z.string().min(1),
  token_code: z.string().min(1),
});
export type ValidateTokenBody = z.infer<typeof ValidateTokenBodySchema>;

export const ResetPasswordBodySchema = z.object({
  token_id: z.union([IdSchema, z.string().min(1)]),
  password: z.string().min(6),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** Fields a shopper may change; every field is optional so a form can send only what changed. */
export const AccountUpdateBodySchema = z.object({
  account: z.object({
    login: z.string().min(1).optional(),
    password: z.string().min(6).optional(),
    first_name: z.string().min(1).optional(),
    last_name: z.string().min(1).optional(),
    id_number: z.string().min(1).optional(),
    business_address_1: z.string().min(1).optional(),
    profile: ProfileSchema.optional(),
  }),
});
export type AccountUpdateBody = z.infer<typeof AccountUpdateBodySchema>;

export const NewDebtorCardBodySchema = z.object({
  supplier_id: IdSchema,
  supplier_branch: z.string().optional(),
});
export type NewDebtorCardBody = z.infer<typeof NewDebtorCardBodySchema>;

export const CreateAddressBodySchema = z.object({ address: AddressInputSchema });
export type CreateAddressBody = z.infer<typeof CreateAddressBodySchema>;

export const AccountResponseSchema = okEnvelope({ account: AccountSchema });
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/**
 * Sign-in, sign-up and password reset also hand out a bearer token next to the account. It is
 * optional because a supplier server may rely on basic auth instead.
 */
export const SessionResponseSchema = okEnvelope({
  account: AccountSchema.extend({ auth_token: z.string().min(1).optional() }),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** forgot_password / validate_token answer with the reset token id the next step needs. */
export const PasswordTokenResponseSchema = okEnvelope({
  token_id: z.union([IdSchema, z.string()]).optional(),
});
export type PasswordTokenResponse = z.infer<typeof PasswordTokenResponseSchema>;

export const DebtorCardResponseSchema = okEnvelope({ debtor_card: DebtorCardSchema });
export type DebtorCardResponse = z.infer<typeof DebtorCardResponseSchema>;

export const AddressesResponseSchema = okEnvelope({ addresses: z.array(AddressSchema) });
export type AddressesResponse = z.infer<typeof AddressesResponseSchema>;

export const AddressResponseSchema = okEnvelope({ address: AddressSchema });
export type AddressResponse = z.infer<typeof AddressResponseSchema>;
