import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from './star-icon';
import { orderChangesStrings } from './strings';
import './review-card.css';

export const strings = [orderChangesStrings];

interface Props {
  reference: string;
  /** Opens the review: with the star tapped, or with none when the card itself was tapped. */
  onRate: (rating: number | null) => void;
  /** 'Not now': the card is not offered again for this order. */
  onDismiss: () => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review of a collected or delivered order, offered in the page rather than over it (a dialog
 * opening by itself covered whatever the shopper was doing): five stars, each opening the review
 * with that rating chosen, and a way to put it off.
 */
export function ReviewCard({ reference, onRate, onDismiss }: Props) {
  const { t } = useTranslation();
  const id = useId();
  // A tap anywhere else on the card opens the review too; its buttons answer for themselves.
  const openFromCard = (event: MouseEvent<HTMLElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('button')) onRate(null);
  };

  return (
    <section className="review-card card" aria-labelledby={`${id}-title`} onClick={openFromCard}>
      <h2 id={`${id}-title`} className="review-card__title">
        {t('order_changes.review.title', { reference })}
      </h2>
      <p className="review-card__hint">{t('order_changes.review.card_hint')}</p>
      <div className="review-card__stars" role="group" aria-label={t('order_changes.review.rating')}>
        {STARS.map((stars) => (
          <button
            key={stars}
            type="button"
            className="review-card__star"
            aria-label={t('order_changes.review.stars', { count: stars })}
            onClick={() => onRate(stars)}
          >
            <StarIcon filled={false} />
          </button>
        ))}
      </div>
      <button type="button" className="link-button review-card__later" onClick={onDismiss}>
        {t('order_changes.review.later')}
      </button>
    </section>
  );
}
