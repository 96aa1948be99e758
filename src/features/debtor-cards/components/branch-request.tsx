import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebtorCard } from '#api/schemas/account.ts';
import { QueryStatus } from '#components/query-status.tsx';
import { ServerForm } from '#components/server-form.tsx';
import { pushAlert } from '#stores/alerts-store.ts';
import { useRequestDebtorCard } from '../mutations';
import type { SupplierHooks } from '../queries';
import { SubmitButton } from '#components/ui/submit-button.tsx';

interface Props {
  userId: number;
  useBranches: SupplierHooks['useBranches'];
  cards: readonly DebtorCard[];
  /** Move focus to the heading on mount: the shopper just finished registering. */
  focusHeading?: boolean;
  onRequested: () => void;
}

/** 'Choose a branch': one radio per nearby supplier without an open card, then request. */
export function BranchRequest({ userId, useBranches, cards, focusHeading = false, onRequested }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const branches = useBranches();
  const request = useRequestDebtorCard(userId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  // A rejected card may be asked for again; pending and accepted ones would be refused.
  const open = new Set(cards.filter((card) => card.status !== 'rejected').map((card) => card.supplier_id));
  const offered = branches.data?.filter((supplier) => !open.has(supplier.id)) ?? [];

  const submit = () => {
    const supplier = offered.find((candidate) => candidate.id === chosen);
    if (!supplier) {
      setError(t('debtor_cards.choose_branch_required'));
      document.getElementById(`${id}-branches`)?.querySelector('input')?.focus();
      return;
    }
    setError(null);
    request.mutate(
      { supplierId: supplier.id, branch: supplier.name },
      {
        onSuccess: () => {
          setChosen(null);
          pushAlert({ kind: 'success', message: t('debtor_cards.requested') });
          onRequested();
        },
      },
    );
  };

  const body = () => {
    if (!branches.isSuccess) return <QueryStatus query={branches} />;
    if (offered.length === 0) return <p>{t('debtor_cards.no_branches')}</p>;
    return (
      <ServerForm onSubmit={submit} error={request.error}>
        <fieldset
          id={`${id}-branches`}
          className="debtor-branches"
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <legend className="field__label">{t('debtor_cards.choose_branch')}</legend>
          {offered.map((supplier) => (
            <div key={supplier.id} className="debtor-branches__option">
              <input
                type="radio"
                id={`${id}-${supplier.id}`}
                name="supplier_id"
                value={supplier.id}
                checked={chosen === supplier.id}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  setChosen(supplier.id);
                  // A different branch is different input, so useCreateMutation gives it its own key.
                  setError(null);
                }}
              />
              <label htmlFor={`${id}-${supplier.id}`}>
                <span className="debtor-branches__name">{supplier.name}</span>
                {supplier.distance !== undefined && (
                  <span className="debtor-branches__meta">
                    {t('supplier.away', { distance: supplier.distance.toFixed(1) })}
                  </span>
                )}
                {supplier.formatted_address && (
                  <span className="debtor-branches__meta">{supplier.formatted_address}</span>
                )}
              </label>
            </div>
          ))}
          {error && (
            <p id={`${id}-error`} className="field__error">
              {error}
            </p>
          )}
        </fieldset>
        <SubmitButton
          label={t('debtor_cards.request')}
          pendingLabel={t('debtor_cards.requesting')}
          pending={request.isPending}
        />
      </ServerForm>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="debtor-request">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('debtor_cards.request_title')}
      </h2>
      <p>{t('debtor_cards.request_intro')}</p>
      {body()}
    </section>
  );
}
