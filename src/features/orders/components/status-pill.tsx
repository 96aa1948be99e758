import { useTranslation } from 'react-i18next';
import { pillTone } from '../status';
import '../orders.css';

/** The order's status in words, coloured as the spec says; the words carry it, not the colour. */
export function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill status-pill--${pillTone(status)}`}>
      {t(`orders.status.${status}`, { defaultValue: status.replaceAll('_', ' ') })}
    </span>
  );
}
