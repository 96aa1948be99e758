import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { useReviewOrder, type OrderRef } from '../mutations';
import '../orders.css';
import { useSendProps } from '#lib/online.ts';
import { StarIcon } from './star-icon';
import { orderChangesStrings } from './strings';
import './review-card.css';

export const strings = [orderChangesStrings];

interface Props {
  open: boolean;
  reference: string;
  orderRef: OrderRef;
  /** The star tapped on the card that opened the review, chosen as it opens. */
  initialRating?: number | null;
  onClose: () => void;
  /** 'Not now', when it means more than closing (the review is not offered again). */
  onLater?: () => void;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The order review (spec sections 2 and 5): one to five stars, and a what-to-improve comment that
 * is asked only for one to four. Radios in a fieldset drawn as stars, so they work with arrow keys
 * too; each opening starts from the star the shopper tapped to open it.
 */
export function ReviewDialog({ open, reference, orderRef, initialRating = null, onClose, onLater }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [rating, setRating] = useState<number | null>(initialRating);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setRating(initialRating);
      setTried(false);
    }
  }
  const review = useReviewOrder(orderRef);
  const send = useSendProps(review.isPending);
  const missing = tried && rating === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (rating === null) return;
    review.mutate({ rating, comment }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('order_changes.review.title', { reference })}
      closeLabel={t('common.close')}
    >
      <form className="review-form" onSubmit={submit} noValidate>
        <fieldset
          className="review-stars"
          aria-invalid={missing ? true : undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
        >
          <legend>{t('order_changes.review.rating')}</legend>
          {STARS.map((stars) => (
            <label key={stars} className="review-star">
              <input
                type="radio"
                className="review-star__input"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              <StarIcon filled={rating !== null && stars <= rating} />
              <span className="visually-hidden">{t('order_changes.review.stars', { count: stars })}</span>
            </label>
          ))}
          {missing && (
            <p id={`${id}-error`} className="field__error">
              {t('order_changes.review.rating_required')}
            </p>
          )}
        </fieldset>
        {rating !== null && rating < 5 && (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-comment`}>
              {t('order_changes.review.improve')}
            </label>
            <textarea
              id={`${id}-comment`}
              rows={3}
              maxLength={1000}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </div>
        )}
        {review.isError && (
          <p className="field__error" role="alert">
            {t('errors.generic')}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button--primary" {...send}>
            {t('order_changes.review.send')}
          </button>
          <button type="button" className="button" onClick={onLater ?? onClose}>
            {t('order_changes.review.later')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
