import { z } from 'zod/mini';
import {
  AccountSchema,
  AddressInputSchema,
  DebtorCardSchema,
  AddressSchema,
  ProfileSchema,
} from './account.ts';
import { IdSchema, okEnvelope } from './common.ts';

// What the account calls send and answer (operations/account.ts): the account itself, as the app
// keeps it, is in account.ts, which the first page loads for the stored session.

export const SignInBodySchema = z.object({
  login: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export type SignInBody = z.infer<typeof SignInBodySchema>;

export const SignUpBodySchema = z.object({
  login: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(6)),
  first_name: z.string().check(z.minLength(1)),
  last_name: z.string().check(z.minLength(1)),
  profile: z.extend(ProfileSchema, { terms: z.literal(true) }),
  address: z.optional(AddressInputSchema),
});
export type SignUpBody = z.infer<typeof SignUpBodySchema>;

export const ForgotPasswordBodySchema = z.object({ login: z.string().check(z.minLength(1)) });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ValidateTokenBodySchema = z.object({
  login: z.string().check(z.minLength(1)),
  token_code: z.string().check(z.minLength(1)),
});
export type ValidateTokenBody = z.infer<typeof ValidateTokenBodySchema>;

export const ResetPasswordBodySchema = z.object({
  token_id: z.union([IdSchema, z.string().check(z.minLength(1))]),
  password: z.string().check(z.minLength(6)),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/** Fields a shopper may change; every field is optional so a form can send only what changed. */
export const AccountUpdateBodySchema = z.object({
  account: z.object({
    login: z.optional(z.string().check(z.minLength(1))),
    password: z.optional(z.string().check(z.minLength(6))),
    first_name: z.optional(z.string().check(z.minLength(1))),
    last_name: z.optional(z.string().check(z.minLength(1))),
    id_number: z.optional(z.string().check(z.minLength(1))),
    business_address_1: z.optional(z.string().check(z.minLength(1))),
    profile: z.optional(ProfileSchema),
  }),
});
export type AccountUpdateBody = z.infer<typeof AccountUpdateBodySchema>;

export const NewDebtorCardBodySchema = z.object({
  supplier_id: IdSchema,
  supplier_branch: z.optional(z.string()),
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
  account: z.extend(AccountSchema, { auth_token: z.optional(z.string().check(z.minLength(1))) }),
});
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

/** forgot_password / validate_token answer with the reset token id the next step needs. */
export const PasswordTokenResponseSchema = okEnvelope({
  token_id: z.optional(z.union([IdSchema, z.string()])),
});
export type PasswordTokenResponse = z.infer<typeof PasswordTokenResponseSchema>;

export const DebtorCardResponseSchema = okEnvelope({ debtor_card: DebtorCardSchema });
export type DebtorCardResponse = z.infer<typeof DebtorCardResponseSchema>;

export const AddressesResponseSchema = okEnvelope({ addresses: z.array(AddressSchema) });
export type AddressesResponse = z.infer<typeof AddressesResponseSchema>;

export const AddressResponseSchema = okEnvelope({ address: AddressSchema });
export type AddressResponse = z.infer<typeof AddressResponseSchema>;
