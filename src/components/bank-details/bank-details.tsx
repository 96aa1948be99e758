import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '#api/schemas/supplier.ts';
import '../ui/facts.css';

type BankAccount = Pick<
  Supplier,
  'bank_account_name' | 'bank_name' | 'bank_account' | 'bank_branch' | 'bank_account_type'
>;

interface Props {
  account: BankAccount;
  /** What the shopper writes as the payment reference; null while it is not known yet. */
  reference: string | null;
  /** Said instead when the shop has published no account number: there is nothing to pay into. */
  missing: string;
  /** What the reference stands for, or what to do next. */
  children?: ReactNode;
}

/**
 * Where a bank transfer goes (an EFT for an order, a debtor card top-up): the shop's account and
 * the reference that lets the shop match the payment, under the same labels wherever it shows.
 * Fields the shop left out are left out.
 */
export function BankDetails({ account, reference, missing, children }: Props) {
  const { t } = useTranslation();
  if (!account.bank_account) return <p className="bank-details">{missing}</p>;
  const rows = [
    ['account_name', account.bank_account_name],
    ['bank_name', account.bank_name],
    ['account_number', account.bank_account],
    ['branch_code', account.bank_branch],
    ['account_type', account.bank_account_type],
  ] as const;
  return (
    <div className="bank-details">
      <dl className="facts">
        {rows.map(
          ([key, value]) =>
            value && (
              <div key={key}>
                <dt>{t(`bank.${key}`)}</dt>
                <dd>{value}</dd>
              </div>
            ),
        )}
        {reference && (
          <div>
            <dt>{t('bank.reference')}</dt>
            <dd>{reference}</dd>
          </div>
        )}
      </dl>
      {children}
    </div>
  );
}
