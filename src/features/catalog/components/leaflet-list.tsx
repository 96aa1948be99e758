import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Leaflet } from '#api/schemas/supplier.ts';
import { ErrorState } from '#components/ui/error-state.tsx';
import { formatDate } from '#lib/dates.ts';
import { useAppLocale } from '#lib/use-app-locale.ts';
import { safeUrl } from '#lib/safe-url.ts';
import { isoDay, leafletRunsBetween } from '../leaflet-dates';
import { nearbyLeafletsQuery } from '../directory-queries';
import '../lists.css';

/** Radius choices in km; the default matches what a supplier server assumes without one. */
export const LEAFLET_RADII = [5, 10, 25, 50] as const;
const DEFAULT_RADIUS = 25;

interface Props {
  /** The chosen supplier whose position is used, or null for the deployment's map position. */
  supplierId: number | null;
  position: { lat: number; lon: number };
}

/**
 * Specials leaflets near a point, narrowed by radius (asked of the server) and by from/to dates
 * (applied here: the leaflets call takes no dates). Settings live in the URL, so reload keeps them.
 */
export function LeafletList({ supplierId, position }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('radius'));
  const radius = LEAFLET_RADII.find((km) => km === asked) ?? DEFAULT_RADIUS;
  const from = isoDay(params.get('from'));
  const to = isoDay(params.get('to'));
  const query = useQuery(nearbyLeafletsQuery(supplierId, position, radius));
  const locale = useAppLocale();
  const km = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer' });

  const set = (key: string, value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const leaflets = query.data?.filter((leaflet) => leafletRunsBetween(leaflet, from, to));
  return (
    <>
      <div className="list-filters">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-radius`}>
            {t('leaflets.radius')}
          </label>
          <select id={`${id}-radius`} value={radius} onChange={(event) => set('radius', event.target.value)}>
            {LEAFLET_RADII.map((option) => (
              <option key={option} value={option}>
                {km.format(option)}
              </option>
            ))}
          </select>
        </div>
        <DateField
          id={`${id}-from`}
          label={t('leaflets.from')}
          value={from}
          max={to}
          onChange={(v) => set('from', v)}
        />
        <DateField
          id={`${id}-to`}
          label={t('leaflets.to')}
          value={to}
          min={from}
          onChange={(v) => set('to', v)}
        />
      </div>
      {query.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : query.isError ? (
        <ErrorState
          message={t('errors.generic')}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : leaflets?.length ? (
        <ul className="card-list">
          {leaflets.map((leaflet) => (
            <LeafletItem key={leaflet.id} leaflet={leaflet} locale={locale} />
          ))}
        </ul>
      ) : (
        <p>{t('leaflets.empty')}</p>
      )}
    </>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string | null;
  min?: string | null;
  max?: string | null;
  onChange: (value: string) => void;
}

function DateField({ id, label, value, min, max, onChange }: DateFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min ?? undefined}
        max={max ?? undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function LeafletItem({ leaflet, locale }: { leaflet: Leaflet; locale: 'en' | 'af' | 'fr' }) {
  const { t } = useTranslation();
  const url = safeUrl(leaflet.url);
  const period = [leaflet.start_at, leaflet.end_at].map((day) => (day ? formatDate(day, locale) : '…'));
  return (
    <li className="card leaflet">
      {/* Supplier text, rendered as text: never HTML. */}
      <h2>{leaflet.name}</h2>
      <p>{t('leaflets.valid', { from: period[0], to: period[1] })}</p>
      {url && (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('leaflets.open')}
          <span className="visually-hidden">
            {' '}
            {leaflet.name} {t('leaflets.new_tab')}
          </span>
        </a>
      )}
    </li>
  );
}
