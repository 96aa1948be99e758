import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GeocodeResult } from '#api/schemas/geo.ts';
import { ErrorState } from '#components/ui/error-state.tsx';

interface Props {
  /** The submitted search text; empty before the first search. */
  query: string;
  results: UseQueryResult<GeocodeResult[]>;
  chosenFormatted: string | null;
  onChoose: (result: GeocodeResult) => void;
}

/** Geocoder hits as a list of buttons: Tab and Enter choose an address without the map. */
export function AddressSearchResults({ query, results, chosenFormatted, onChoose }: Props) {
  const { t } = useTranslation();
  if (!query) return null;
  if (results.isPending) {
    return (
      <p role="status" className="address-picker__note">
        {t('address_picker.searching')}
      </p>
    );
  }
  if (results.isError) {
    return (
      <ErrorState
        message={t('address_picker.search_failed')}
        retryLabel={t('common.retry')}
        onRetry={() => void results.refetch()}
      />
    );
  }
  const hits = results.data;
  return (
    <section className="address-results" aria-labelledby="address-results-title">
      <h3 id="address-results-title" className="address-results__title">
        {t('address_picker.results_title', { count: hits.length })}
      </h3>
      {/* Announces how many hits came back without moving focus off the search box. */}
      <p role="status" className="visually-hidden">
        {t('address_picker.results_count', { count: hits.length, query })}
      </p>
      {hits.length === 0 ? (
        <p>{t('address_picker.no_results', { query })}</p>
      ) : (
        <ul className="address-results__list">
          {hits.map((hit) => (
            <li key={hit.place_id}>
              <button
                type="button"
                className="address-results__choice"
                aria-pressed={hit.display_name === chosenFormatted}
                onClick={() => onChoose(hit)}
              >
                {hit.display_name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
