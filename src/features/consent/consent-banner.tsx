import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { writeAdConsent, type AdConsent } from '#stores/ad-consent.ts';
import './consent-banner.css';

/** What the deployment would measure, so the notice names exactly that and nothing else. */
export interface Measured {
  /** Analytics events (pages, searches, basket, orders) go to the deployment's endpoint. */
  usage: boolean;
  /** Add-to-cart beacons for ads, and the ad partner's cookies with an order. */
  ads: boolean;
}

interface Props {
  measured: Measured;
  /** Called once the shopper has answered (the answer is stored by then). */
  onDone: (choice: AdConsent) => void;
}

/**
 * Asks once whether the shop may measure. Both answers are equally easy (same size, same style),
 * and nothing is sent while the question is open: every send reads the stored answer.
 */
export function ConsentBanner({ measured, onDone }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const answer = (choice: AdConsent) => {
    writeAdConsent(choice);
    onDone(choice);
  };
  return (
    <section className="consent" aria-labelledby={titleId}>
      <h2 id={titleId} className="consent__title">
        {t(measured.usage ? 'ad_consent.title_usage' : 'ad_consent.title')}
      </h2>
      {measured.usage && <p className="consent__text">{t('ad_consent.usage')}</p>}
      {measured.ads && <p className="consent__text">{t('ad_consent.ads')}</p>}
      <p className="consent__text">{t('ad_consent.promise')}</p>
      <div className="consent__actions">
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
