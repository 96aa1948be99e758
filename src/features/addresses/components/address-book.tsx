import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '#api/schemas/account.ts';
import type { AddressInput } from '#api/schemas/account.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { useServerMessages } from '#components/server-messages.ts';
import { pushAlert } from '#stores/alerts-store.ts';
import { useDialogsStore } from '#stores/dialogs-store.ts';
import { useCreateAddress, useDeleteAddress } from '../mutations';
import { addressesQuery } from '../queries';
import { AddressList } from './address-list';
import { AddressPicker } from './address-picker';

/** The shopper's address book: saved addresses, delete with a confirmation, add with the picker. */
export function AddressBook({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const addresses = useQuery(addressesQuery(userId));
  const create = useCreateAddress(userId);
  const remove = useDeleteAddress(userId);
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const createErrors = useServerMessages(create.error);

  const stopAdding = () => {
    setAdding(false);
    create.reset();
    // Back to where the shopper started, not the top of the page.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const save = (address: AddressInput) => {
    create.mutate(address, {
      onSuccess: () => {
        pushAlert({ kind: 'success', message: t('addresses.saved') });
        stopAdding();
      },
    });
  };

  const askDelete = async (address: Address) => {
    const ok = await useDialogsStore
      .getState()
      .askConfirm(t('addresses.confirm_delete', { address: address.formatted }));
    if (!ok) return;
    remove.mutate(address.id, {
      onSuccess: () => pushAlert({ kind: 'success', message: t('addresses.deleted') }),
      onError: () => pushAlert({ kind: 'error', message: t('addresses.delete_failed') }),
    });
  };

  return (
    <>
      {addresses.isSuccess ? (
        <AddressList
          addresses={addresses.data}
          deletingId={remove.isPending ? (remove.variables ?? null) : null}
          onDelete={(address) => void askDelete(address)}
        />
      ) : (
        <QueryStatus query={addresses} />
      )}
      {adding ? (
        <section aria-labelledby="add-address-title" className="address-book__add">
          <h2 id="add-address-title">{t('addresses.add_title')}</h2>
          <AddressPicker
            onSubmit={save}
            submitting={create.isPending}
            submitLabel={t('addresses.save')}
            errors={createErrors}
            onCancel={stopAdding}
            focusSearch
          />
        </section>
      ) : (
        <button
          ref={addButton}
          type="button"
          className="button button--primary"
          onClick={() => setAdding(true)}
        >
          {t('addresses.add')}
        </button>
      )}
    </>
  );
}
