import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { QueryClient } from '@tanstack/react-query';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { OFFLINE_REASON_ID, useOffline } from '#lib/online.ts';
import { pwaState, type InstallOffer } from './pwa-state';
import { oldestShownAnswer } from './shown-age';
import { pwaStrings } from './strings';

export const strings = [pwaStrings];

// The offline, new-version and install notices, in a root of their own above the app: they load
// only when one has something to say, so no page pays for them up front.

function PricesAge({ queryClient }: { queryClient: QueryClient }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const since = useSyncExternalStore(
    (changed) => queryClient.getQueryCache().subscribe(changed),
    () => oldestShownAnswer(queryClient),
  );
  if (since === null) return null;
  const minutes = Math.max(0, Math.round((now - since) / 60_000));
  const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
  const age =
    minutes < 60
      ? format.format(-minutes, 'minute')
      : minutes < 48 * 60
        ? format.format(-Math.round(minutes / 60), 'hour')
        : format.format(-Math.round(minutes / 1440), 'day');
  return <p>{t('pwa.prices_from', { age })}</p>;
}

// The button the steps name, drawn as the browser draws it; the words carry the meaning.
const ICONS = {
  share: 'M12 3v12M8 7l4-4 4 4M8 10H6v11h12V10h-2',
  menu: 'M12 5h.01M12 12h.01M12 19h.01',
};

function StepIcon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1.2em"
      height="1.2em"
      fill="none"
      stroke="currentColor"
      strokeWidth={name === 'menu' ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICONS[name]} />
    </svg>
  );
}

function InstallNotice({ offer }: { offer: InstallOffer }) {
  const { t } = useTranslation();
  const shop = useDeploymentConfig().title;
  // Declined, the offer is not made again (install-offer.ts stored it as made).
  const notNow = (
    <button type="button" className="button" onClick={() => pwaState.setState({ install: null })}>
      {t('pwa.not_now')}
    </button>
  );
  if (offer.kind === 'prompt')
    return (
      <div className="pwa-notice">
        <p>
          <strong>{t('pwa.install_title', { shop })}</strong> {t('pwa.install_body')}
        </p>
        <button type="button" className="button button--primary" onClick={() => void offer.prompt()}>
          {t('pwa.install')}
        </button>
        {notNow}
      </div>
    );
  // Each language puts the button's picture where its sentence names the button ({{icon}}).
  const MARK = '\u0001';
  const [before, after] = t(`pwa.steps_${offer.steps}`, { icon: MARK }).split(MARK);
  return (
    <div className="pwa-notice">
      <p>
        <strong>
          {t(offer.steps === 'dock' ? 'pwa.install_title_dock' : 'pwa.install_title', { shop })}
        </strong>{' '}
        {before}
        <StepIcon name={offer.steps === 'menu' ? 'menu' : 'share'} />
        {after}
      </p>
      {notNow}
    </div>
  );
}

function Notices({ queryClient }: { queryClient: QueryClient }) {
  const { t } = useTranslation();
  // Checkout and payment, where a reload or a prompt would cost the shopper their place.
  const { update, install, midCheckout: busy } = useStore(pwaState);
  const online = !useOffline();
  const offerUpdate = update !== null && !busy;
  const offerInstall = busy || !online ? null : install;
  if (online && !offerUpdate && !offerInstall) return null;
  return (
    <aside className="pwa-notices" aria-label={t('pwa.region')}>
      {!online && (
        <div className="pwa-notice" role="status">
          <p id={OFFLINE_REASON_ID}>{t('pwa.offline')}</p>
          <PricesAge queryClient={queryClient} />
        </div>
      )}
      {offerUpdate && (
        <div className="pwa-notice" role="status">
          <p>{t('pwa.update')}</p>
          <button type="button" className="button button--primary" onClick={update}>
            {t('pwa.reload')}
          </button>
        </div>
      )}
      {offerInstall && <InstallNotice offer={offerInstall} />}
    </aside>
  );
}

let mounted = false;

/** Mounts the notices once, above the app (before #root, so they never cover the page). */
export function mountNotices(queryClient: QueryClient): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  document.body.prepend(container);
  createRoot(container).render(<Notices queryClient={queryClient} />);
}
