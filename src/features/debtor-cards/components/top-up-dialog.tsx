import { useTranslation } from 'react-i18next';
import type { DebtorCard } from '#api/schemas/account.ts';
import { BankDetails } from '#components/bank-details/bank-details.tsx';
import { QueryStatus } from '#components/query-status.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import type { SupplierHooks } from '../queries';
import { useBranchName } from './card-list';

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
  // Spec: the payment reference is the debtor card number, so the supplier can match the transfer.
  return (
    <>
      <p>{t('debtor_cards.top_up_intro')}</p>
      <BankDetails
        account={supplier.data}
        reference={card.debtor_card_number}
        missing={t('debtor_cards.no_bank_details')}
      />
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
