import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebtorCard } from '#api/schemas/account.ts';
import { formatMoney } from '#lib/money.ts';
import '#components/ui/facts.css';

interface Props {
  cards: readonly DebtorCard[];
  onTopUp: (card: DebtorCard) => void;
  /** The list's heading, focused after a request so the shopper hears the new card's place. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const STATUS_KEYS = {
  pending: 'debtor_cards.status_pending',
  accepted: 'debtor_cards.status_accepted',
  rejected: 'debtor_cards.status_rejected',
} as const satisfies Record<DebtorCard['status'], string>;

/** The branch a card belongs to; older cards may lack the branch name. */
export function useBranchName(): (card: DebtorCard) => string {
  const { t } = useTranslation();
  return (card) => card.supplier_branch ?? t('debtor_cards.branch_fallback', { id: card.supplier_id });
}

function CardItem({ card, onTopUp }: { card: DebtorCard; onTopUp: (card: DebtorCard) => void }) {
  const { t } = useTranslation();
  const branch = useBranchName()(card);
  // Spec 4: a card is active, so spendable and worth topping up, only once accepted.
  const active = card.status === 'accepted';
  return (
    <li className="card debtor-card">
      <h3 className="debtor-card__branch">{branch}</h3>
      <dl className="facts">
        <div>
          <dt>{t('debtor_cards.card_number')}</dt>
          <dd>{card.debtor_card_number ?? t('debtor_cards.no_number')}</dd>
        </div>
        <div>
          <dt>{t('debtor_cards.status')}</dt>
          <dd>
            {t(STATUS_KEYS[card.status])}
            {active && (
              <>
                {' '}
                <span className="badge badge--stokvel debtor-card__active">{t('debtor_cards.active')}</span>
              </>
            )}
          </dd>
        </div>
        {/* R 0.00 on a card that cannot be spent says nothing. */}
        {active && card.balance_in_cents !== null && (
          <div>
            <dt>{t('debtor_cards.balance')}</dt>
            <dd>{formatMoney(card.balance_in_cents)}</dd>
          </div>
        )}
      </dl>
      {active && (
        <button
          type="button"
          className="button"
          aria-label={t('debtor_cards.top_up_named', { branch })}
          onClick={() => onTopUp(card)}
        >
          {t('debtor_cards.top_up')}
        </button>
      )}
    </li>
  );
}

/** The shopper's debtor cards: branch, number, status (active only when accepted) and balance. */
export function CardList({ cards, onTopUp, headingRef }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="debtor-cards-title" className="debtor-cards">
      <h2 id="debtor-cards-title" ref={headingRef} tabIndex={-1}>
        {t('debtor_cards.list_title')}
      </h2>
      {cards.length === 0 ? (
        <p>{t('debtor_cards.empty')}</p>
      ) : (
        <ul className="debtor-cards__list" aria-labelledby="debtor-cards-title">
          {cards.map((card) => (
            <CardItem key={card.id} card={card} onTopUp={onTopUp} />
          ))}
        </ul>
      )}
    </section>
  );
}
