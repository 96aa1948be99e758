import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { writeAdConsent, type AdConsent } from '../../stores/ad-consent';
import './consent-banner.css';
import './strings';

interface Props {
  /** Called once the shopper has answered (the answer is stored by then). */
  onDone: (choice: AdConsent) => void;
}

/**
 * Asks once whether ads may be measured. Both answers are equally easy (same size, same style), and
 * nothing is sent while the question is open: the sink reads the stored answer.
 */
export function ConsentBanner({ onDone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const answer = (choice: AdConsent) => {
    writeAdConsent(choice);
    onDone(choice);
  };
  return (
    <section className="ad-consent" aria-labelledby={titleId}>
      <h2 id={titleId} className="ad-consent__title">
        {t('ad_consent.title')}
      </h2>
      <p className="ad-consent__text">{t('ad_consent.message')}</p>
      <div className="ad-consent__actions">
        <button type="button" className="button" onClick={() => answer('accepted')}>
          {t('ad_consent.accept')}
        </button>
        <button type="button" className="button" onClick={() => answer('declined')}>
          {t('ad_consent.decline')}
        </button>
      </div>
    </section>
  );
}
