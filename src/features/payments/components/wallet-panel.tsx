import { useTranslation } from 'react-i18next';
import { formatMoney } from '#lib/money.ts';
import { safeUrl } from '#lib/safe-url.ts';
import '../payments.css';

interface Props {
  providerData: Record<string, unknown> | null;
  amountInCents: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A mobile-wallet payment: the QR code to scan on a wide screen, the wallet's link on a phone (and
 * as a fallback anywhere). Both addresses come from the supplier and pass safeUrl. The page asks
 * the server meanwhile (transactionQuery) and moves on when the wallet has paid.
 */
export function WalletPanel({ providerData, amountInCents }: Props) {
  const { t } = useTranslation();
  const qr = safeUrl(text(providerData?.qr_image_url));
  const link = safeUrl(text(providerData?.payment_url));
  const reference = text(providerData?.reference);
  const amount = formatMoney(amountInCents);
  return (
    <section className="wallet-panel card" aria-labelledby="wallet-title">
      <h2 id="wallet-title">{t('payments.wallet.title', { amount })}</h2>
      {qr && (
        <figure className="wallet-panel__qr">
          <img src={qr} width={220} height={220} alt={t('payments.wallet.qr_alt', { amount })} />
          <figcaption>{t('payments.wallet.scan')}</figcaption>
        </figure>
      )}
      {link && (
        <a className="button button--primary wallet-panel__open" href={link} target="_blank" rel="noopener">
          {t('payments.wallet.open')}
        </a>
      )}
      {reference && <p>{t('payments.wallet.reference', { reference })}</p>}
      <p className="wallet-panel__waiting" role="status">
        {t('payments.wallet.waiting')}
      </p>
    </section>
  );
}
