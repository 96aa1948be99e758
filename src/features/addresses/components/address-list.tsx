import { useTranslation } from 'react-i18next';
import type { Address } from '#api/schemas/account.ts';
import '../addresses.css';

interface Props {
  addresses: readonly Address[];
  /** Id of the address being deleted, so its button can say so and not be pressed twice. */
  deletingId: number | null;
  onDelete: (address: Address) => void;
}

/** The saved delivery addresses, each with its unit or floor and a delete button. */
export function AddressList({ addresses, deletingId, onDelete }: Props) {
  const { t } = useTranslation();
  if (addresses.length === 0) return <p className="address-list__empty">{t('addresses.empty')}</p>;
  return (
    <ul className="address-list" aria-label={t('addresses.list_label')}>
      {addresses.map((address) => (
        <li key={address.id} className="address-list__item">
          <div className="address-list__text">
            <p className="address-list__formatted">{address.formatted}</p>
            {address.unit_or_floor && (
              <p className="address-list__unit">{t('addresses.unit', { unit: address.unit_or_floor })}</p>
            )}
          </div>
          <button
            type="button"
            className="button"
            disabled={deletingId === address.id}
            aria-label={t('addresses.delete_named', { address: address.formatted })}
            onClick={() => onDelete(address)}
          >
            {deletingId === address.id ? t('addresses.deleting') : t('addresses.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}
