import type { SignUpBody } from '#api/schemas/account-calls.ts';
import { normaliseMobile } from '#lib/phone.ts';
import {
  confirmProblem,
  newPasswordProblem,
  phoneProblem,
  nameProblems,
  type FieldProblem,
} from './validation';

/** Everything the two register tabs hold until Finish. */
export interface RegisterDraft {
  phone: string;
  password: string;
  confirm: string;
  firstName: string;
  lastName: string;
  businessName: string;
  occupation: string;
  language: string;
  address: string;
  smsMarketing: boolean;
  terms: boolean;
}

export const emptyDraft = (language: string): RegisterDraft => ({
  phone: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  businessName: '',
  occupation: '',
  language,
  address: '',
  smsMarketing: false,
  terms: false,
});

export type AccountField = 'phone' | 'password' | 'confirm';
export type ProfileField = 'firstName' | 'lastName' | 'terms';

export function accountProblems(draft: RegisterDraft): Partial<Record<AccountField, FieldProblem>> {
  const problems: Partial<Record<AccountField, FieldProblem>> = {};
  const phone = phoneProblem(draft.phone);
  if (phone) problems.phone = phone;
  const password = newPasswordProblem(draft.password);
  if (password) problems.password = password;
  const confirm = confirmProblem(draft.password, draft.confirm);
  if (confirm) problems.confirm = confirm;
  return problems;
}

export function profileProblems(draft: RegisterDraft): Partial<Record<ProfileField, FieldProblem>> {
  const problems: Partial<Record<ProfileField, FieldProblem>> = nameProblems(draft);
  if (!draft.terms) problems.terms = 'terms_required';
  return problems;
}

const optional = (value: string): string | undefined => value.trim() || undefined;

/** The sign-up body of spec 7; `favouredSupplier` is the shop the shopper was browsing, if any. */
export function toSignUpBody(draft: RegisterDraft, favouredSupplier: string | null): SignUpBody {
  return {
    login: normaliseMobile(draft.phone),
    password: draft.password,
    first_name: draft.firstName.trim(),
    last_name: draft.lastName.trim(),
    profile: {
      terms: true,
      sms_marketing: draft.smsMarketing,
      business_name: optional(draft.businessName),
      occupation: optional(draft.occupation),
      language: draft.language,
      address: optional(draft.address),
      favoured_suppliers: favouredSupplier ? [favouredSupplier] : [],
    },
  };
}
