import { defineArea, op, type AuthScheme } from '../define.ts';
import { callOperation } from '../http.ts';
import {
  AccountResponseSchema,
  AccountUpdateBodySchema,
  AddressResponseSchema,
  AddressesResponseSchema,
  CreateAddressBodySchema,
  DebtorCardResponseSchema,
  ForgotPasswordBodySchema,
  NewDebtorCardBodySchema,
  PasswordTokenResponseSchema,
  ResetPasswordBodySchema,
  SessionResponseSchema,
  SignInBodySchema,
  SignUpBodySchema,
  ValidateTokenBodySchema,
} from '../schemas/account-calls.ts';
import { OkResponseSchema, pathIds } from '../schemas/common.ts';

const USER: readonly AuthScheme[] = ['bearer', 'basic'];

// v1 and v2 share bodies and answers; only the path prefix differs.
function accountSpecs<const V extends 1 | 2>(version: V) {
  const base = `/api/v${version}/account/{scope}` as const;
  return {
    /** Sign in with login and password. */
    signIn: op({
      summary: `Sign in (v${version})`,
      method: 'POST',
      path: `${base}/sign_in`,
      host: 'agency',
      auth: [],
      body: SignInBodySchema,
      response: SessionResponseSchema,
    }),
    /** Register an account. */
    signUp: op({
      summary: `Register a new account (v${version})`,
      method: 'POST',
      path: `${base}/sign_up`,
      host: 'agency',
      auth: [],
      creates: true,
      body: SignUpBodySchema,
      response: SessionResponseSchema,
    }),
    /** Send a password reset code. */
    forgotPassword: op({
      summary: `Send a password reset code (v${version})`,
      method: 'POST',
      path: `${base}/forgot_password`,
      host: 'agency',
      auth: [],
      body: ForgotPasswordBodySchema,
      response: PasswordTokenResponseSchema,
    }),
    /** Check a password reset code. */
    validateToken: op({
      summary: `Check a password reset code (v${version})`,
      method: 'POST',
      path: `${base}/validate_token`,
      host: 'agency',
      auth: [],
      body: ValidateTokenBodySchema,
      response: PasswordTokenResponseSchema,
    }),
    /** Set a new password. */
    resetPassword: op({
      summary: `Set a new password with a validated token (v${version})`,
      method: 'POST',
      path: `${base}/reset_password`,
      host: 'agency',
      auth: [],
      body: ResetPasswordBodySchema,
      response: SessionResponseSchema,
    }),
    /** Update account and profile fields. */
    update: op({
      summary: `Update account and profile fields (v${version})`,
      method: 'PATCH',
      path: `${base}/{id}/update`,
      host: 'agency',
      auth: USER,
      pathParams: pathIds('id'),
      body: AccountUpdateBodySchema,
      response: AccountResponseSchema,
    }),
  };
}

function addressSpecs<const V extends 1 | 2>(version: V) {
  return {
    /** List saved delivery addresses. */
    listAddresses: op({
      summary: `Saved delivery addresses (v${version})`,
      method: 'GET',
      path: `/api/v${version}/users/{user_id}/addresses`,
      host: 'agency',
      auth: USER,
      pathParams: pathIds('user_id'),
      response: AddressesResponseSchema,
    }),
    /** Save a delivery address. */
    createAddress: op({
      summary: `Save a delivery address (v${version})`,
      method: 'POST',
      path: `/api/v${version}/users/{user_id}/addresses`,
      host: 'agency',
      auth: USER,
      creates: true,
      pathParams: pathIds('user_id'),
      body: CreateAddressBodySchema,
      response: AddressResponseSchema,
    }),
  };
}

const v1 = accountSpecs(1);
const v2 = accountSpecs(2);
const addressesV1 = addressSpecs(1);
const addressesV2 = addressSpecs(2);

export const accountOperationSpecs = {
  ...v1,
  /** Sign in (v2 path). */
  signInV2: v2.signIn,
  /** Register an account (v2 path). */
  signUpV2: v2.signUp,
  /** Send a password reset code (v2 path). */
  forgotPasswordV2: v2.forgotPassword,
  /** Check a password reset code (v2 path). */
  validateTokenV2: v2.validateToken,
  /** Set a new password (v2 path). */
  resetPasswordV2: v2.resetPassword,
  /** Update account and profile fields (v2 path). */
  updateV2: v2.update,
  ...addressesV1,
  /** List saved delivery addresses (v2 path). */
  listAddressesV2: addressesV2.listAddresses,
  /** Save a delivery address (v2 path). */
  createAddressV2: addressesV2.createAddress,
  /** Delete a saved address. */
  deleteAddress: op({
    summary: 'Delete a saved address',
    method: 'DELETE',
    path: '/api/v1/users/{user_id}/addresses/{id}',
    host: 'agency',
    auth: USER,
    pathParams: pathIds('user_id', 'id'),
    response: OkResponseSchema,
  }),
  /** Request a debtor card from a supplier. */
  newDebtorCard: op({
    summary: 'Request a debtor card from a supplier',
    method: 'POST',
    path: '/api/v1/users/{id}/new_debtor_card',
    host: 'agency',
    auth: USER,
    creates: true,
    pathParams: pathIds('id'),
    body: NewDebtorCardBodySchema,
    response: DebtorCardResponseSchema,
  }),
};

/** The account operations, for app code: importing one area keeps other areas' schemas out of a screen's bundle. */
export const accountApi = defineArea('account', accountOperationSpecs, callOperation);
