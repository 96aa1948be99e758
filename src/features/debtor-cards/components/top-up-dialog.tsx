import { useTranslation } from 'react-i18next';
import type { DebtorCard } from '../../../api/schemas/account';
import { QueryStatus } from '../../../components/query-status';
import { Dialog } from '../../../components/ui/dialog';
import type { SupplierHooks } from '../queries';
import { useBranchName } from './card-list';
import '../strings';

interface Props {
  /** The card to top up; null keeps the dialog closed. */
  card: DebtorCard | null;
  onClose: () => void;
  useSupplier: SupplierHooks['useSupplier'];
}

export function TopUpDetails({
  card,
  useSupplier,
}: {
  card: DebtorCard;
  useSupplier: SupplierHooks['useSupplier'];
}) {
  const { t } = useTranslation();
  const supplier = useSupplier(card.supplier_id);
  if (!supplier.isSuccess) return <QueryStatus query={supplier} />;
  const { bank_name, bank_branch, bank_account_name, bank_account, bank_account_type } = supplier.data;
  if (!bank_name && !bank_account) return <p>{t('debtor_cards.no_bank_details')}</p>;
  const rows = [
    [t('debtor_cards.bank_name'), bank_name],
    [t('debtor_cards.bank_branch'), bank_branch],
    [t('debtor_cards.bank_account_name'), bank_account_name],
    [t('debtor_cards.bank_account'), bank_account],
    [t('debtor_cards.bank_account_type'), bank_account_type],
    // Spec: the payment reference is the debtor card number, so the supplier can match the transfer.
    [t('debtor_cards.reference'), card.debtor_card_number],
  ] as const;
  return (
    <>
      <p>{t('debtor_cards.top_up_intro')}</p>
      <dl className="debtor-topup">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? t('debtor_cards.not_given')}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Bank details for topping up an accepted card, in a modal (spec 2 'Other modals'). */
export function TopUpDialog({ card, onClose, useSupplier }: Props) {
  const { t } = useTranslation();
  const branchName = useBranchName();
  return (
    <Dialog
      open={card !== null}
      onClose={onClose}
      title={card ? t('debtor_cards.top_up_title', { branch: branchName(card) }) : ''}
      closeLabel={t('common.close')}
    >
      {card && <TopUpDetails card={card} useSupplier={useSupplier} />}
    </Dialog>
  );
}
