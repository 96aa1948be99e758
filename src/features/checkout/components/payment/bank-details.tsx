import { useTranslation } from 'react-i18next';
import type { Supplier } from '../../../../api/schemas/supplier';

/** Where an EFT goes: the supplier's bank details, and the reference that ties the payment to the order. */
export function BankDetails({
  supplier,
  reference,
  note,
}: {
  supplier: Supplier;
  reference: string | null;
  /** What the reference stands for, when it is not the order's (a debtor card top-up). */
  note?: string;
}) {
  const { t } = useTranslation();
  const rows: [string, string | null | undefined][] = [
    [t('checkout_flow.bank_account_name'), supplier.bank_account_name],
    [t('checkout_flow.bank_name'), supplier.bank_name],
    [t('checkout_flow.bank_account'), supplier.bank_account],
    [t('checkout_flow.bank_branch'), supplier.bank_branch],
    [t('checkout_flow.bank_account_type'), supplier.bank_account_type],
  ];
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <div className="bank-details">
      {shown.length > 0 ? (
        <dl>
          {shown.map(([label, value]) => (
            <div key={label} className="checkout-totals__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {reference && (
            <div className="checkout-totals__row">
              <dt>{t('checkout_flow.payment_reference')}</dt>
              <dd>
                <strong>{reference}</strong>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p>{t('checkout_flow.bank_details_missing')}</p>
      )}
      <p>
        {note ?? (reference ? t('checkout_flow.eft_use_reference') : t('checkout_flow.eft_reference_next'))}
      </p>
    </div>
  );
}
import '../../strings';
