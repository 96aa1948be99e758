import type { Account } from '#api/schemas/account.ts';
import type { AccountUpdateBody } from '#api/schemas/account-calls.ts';
import { normaliseMobile } from '#lib/phone.ts';
import { nameProblems, phoneProblem, type FieldProblem } from './validation';

/** The profile screen's editable fields, as the shopper typed them. */
export interface ProfileDraft {
  phone: string;
  firstName: string;
  lastName: string;
  businessName: string;
  occupation: string;
  language: string;
  smsMarketing: boolean;
}

export type ProfileDraftField = 'phone' | 'firstName' | 'lastName';

export function draftFromAccount(account: Account): ProfileDraft {
  return {
    phone: account.login,
    firstName: account.first_name ?? '',
    lastName: account.last_name ?? '',
    businessName: account.profile.business_name ?? '',
    occupation: account.profile.occupation ?? '',
    language: account.profile.language ?? 'en',
    smsMarketing: account.profile.sms_marketing ?? false,
  };
}

export function profileDraftProblems(draft: ProfileDraft): Partial<Record<ProfileDraftField, FieldProblem>> {
  const problems: Partial<Record<ProfileDraftField, FieldProblem>> = nameProblems(draft);
  const phone = phoneProblem(draft.phone);
  if (phone) problems.phone = phone;
  return problems;
}

type AccountChanges = AccountUpdateBody['account'];

/**
 * Only what the shopper changed: an untouched field must not overwrite what another device saved
 * meanwhile. Null when nothing changed, so the form sends no request at all.
 */
export function accountChanges(draft: ProfileDraft, account: Account): AccountChanges | null {
  const before = draftFromAccount(account);
  const changes: AccountChanges = {};
  const login = normaliseMobile(draft.phone);
  if (login !== normaliseMobile(before.phone)) changes.login = login;
  if (draft.firstName.trim() !== before.firstName) changes.first_name = draft.firstName.trim();
  if (draft.lastName.trim() !== before.lastName) changes.last_name = draft.lastName.trim();
  const profile: NonNullable<AccountChanges['profile']> = {};
  // An emptied optional field is sent as null so the server forgets it.
  if (draft.businessName.trim() !== before.businessName)
    profile.business_name = draft.businessName.trim() || null;
  if (draft.occupation.trim() !== before.occupation) profile.occupation = draft.occupation.trim() || null;
  if (draft.language !== before.language) profile.language = draft.language;
  if (draft.smsMarketing !== before.smsMarketing) profile.sms_marketing = draft.smsMarketing;
  if (Object.keys(profile).length > 0) changes.profile = profile;
  return Object.keys(changes).length > 0 ? changes : null;
}
