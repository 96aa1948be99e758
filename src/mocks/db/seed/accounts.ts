import type { SeedAccount, SeedDebtorCard } from './types-shop.ts';
import type { DatasetName } from './types.ts';

// Two shopper accounts (ids 501-502), addresses 601.., debtor cards 701... Passwords are plain text
// because this is a demo backend; the README and the login screen hint name the demo login.
//  - 0821234567 / demo1234: everyday shopper with R25 store credit and one address.
//  - 0837654321 / debtor1234: a caterer with ID number and business address filled in (so no debtor
//    registration step) and debtor cards: accepted, pending and rejected, at different suppliers.

export const DEMO_LOGIN = '0821234567';
export const DEMO_PASSWORD = 'demo1234';
export const DEBTOR_LOGIN = '0837654321';
export const DEBTOR_PASSWORD = 'debtor1234';

function debtorCards(dataset: DatasetName): SeedDebtorCard[] {
  if (dataset === 'reference') {
    // Reference offers no DEBTORCARD payment option, so this card exists but is never usable there.
    return [
      {
        id: 701,
        supplier_id: 11,
        status: 'accepted',
        debtor_card_number: 'ZWP-004817',
        supplier_branch: 'Zero Waste Pantry Woodstock',
        balance_in_cents: 85_000,
      },
    ];
  }
  // The wholesaler takes no DEBTORCARD at checkout: the caterer has no card there, and may ask for one.
  if (dataset === 'large') return [];
  return [
    {
      id: 702,
      supplier_id: 23,
      status: 'accepted',
      debtor_card_number: 'BBT-000482',
      supplier_branch: 'Bellville Bulk Traders',
      balance_in_cents: 185_000,
    },
    // A small balance so "insufficient balance, top up" can be shown with a normal basket.
    {
      id: 703,
      supplier_id: 21,
      status: 'accepted',
      debtor_card_number: 'KFM-120057',
      supplier_branch: 'Khaya Fresh Market',
      balance_in_cents: 4_000,
    },
    {
      id: 704,
      supplier_id: 22,
      status: 'pending',
      debtor_card_number: '',
      supplier_branch: 'Plein Family Grocer',
      balance_in_cents: 0,
    },
    {
      id: 705,
      supplier_id: 24,
      status: 'rejected',
      debtor_card_number: '',
      supplier_branch: 'Claremont Wholefoods Co-op',
      balance_in_cents: 0,
    },
  ];
}

export function seedAccounts(dataset: DatasetName, now: Date): SeedAccount[] {
  const createdAt = new Date(now.getTime() - 120 * 86_400_000).toISOString();
  return [
    {
      id: 501,
      login: DEMO_LOGIN,
      password: DEMO_PASSWORD,
      first_name: 'Thandi',
      last_name: 'Mokoena',
      full_name: 'Thandi Mokoena',
      email: 'thandi.mokoena@example.com',
      profile: { sms_marketing: true, terms: true, language: 'en' },
      id_number: null,
      business_address_1: null,
      debtor_cards: [],
      addresses: [
        {
          id: 601,
          bridge_id: null,
          bridge_name: null,
          created_at: createdAt,
          formatted: '12 Roodebloem Road, Woodstock, Cape Town, 7925',
          latitude: -33.9302,
          longitude: 18.4512,
          unit_or_floor: 'Flat 3',
        },
      ],
      // Not a "demo" account in the is_demo sense: orders placed with it flow like real ones.
      demo: false,
      push_subscriptions: [],
      beta_tester: false,
      credit_in_cents: 2_500,
      marketing_id: null,
    },
    {
      id: 502,
      login: DEBTOR_LOGIN,
      password: DEBTOR_PASSWORD,
      first_name: 'Sipho',
      last_name: 'Ndlovu',
      full_name: 'Sipho Ndlovu',
      email: 'sipho@ndlovu-catering.example.com',
      profile: {
        sms_marketing: false,
        terms: true,
        language: 'en',
        business_name: 'Ndlovu Catering',
        occupation: 'Caterer',
      },
      // A made-up ID number with a valid Luhn check digit, so client-side checks pass.
      id_number: '8507125123089',
      business_address_1: '14 Lansdowne Road, Philippi, Cape Town, 7785',
      debtor_cards: debtorCards(dataset),
      addresses: [
        {
          id: 602,
          bridge_id: null,
          bridge_name: null,
          created_at: createdAt,
          formatted: '14 Lansdowne Road, Philippi, Cape Town, 7785',
          latitude: -33.9876,
          longitude: 18.5712,
          unit_or_floor: '',
        },
        {
          id: 603,
          bridge_id: null,
          bridge_name: null,
          created_at: createdAt,
          formatted: '1 Thibault Square, Cape Town City Centre, Cape Town, 8001',
          latitude: -33.918,
          longitude: 18.426,
          unit_or_floor: '5th Floor',
        },
      ],
      demo: false,
      push_subscriptions: [],
      beta_tester: true,
      credit_in_cents: 0,
      marketing_id: null,
    },
  ];
}
