import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddressInput } from '#api/schemas/account.ts';
import type { GeocodeResult } from '#api/schemas/geo.ts';
import { TextField } from '#components/ui/text-field.tsx';
import { useDeploymentConfig } from '#config/deployment-config.ts';
import { geocodeQuery } from '../queries';
import { AddressSearchResults } from './address-search-results';
import type { LatLon } from './map-view';
import '../addresses.css';

// Leaflet and its CSS arrive with this chunk only, when a picker is actually on screen.
const MapView = lazy(() =>
  import('./map-view').then(
    (module) => ({ default: module.MapView }),
    // A failed chunk must not take the form down: search alone can still choose an address.
    () => ({ default: MapUnavailable }),
  ),
);

function MapUnavailable() {
  const { t } = useTranslation();
  return <p className="address-picker__note">{t('address_picker.map_unavailable')}</p>;
}

interface Chosen {
  formatted: string;
  position: LatLon;
}

interface Props {
  /** Receives the address to store; the caller saves it (address book) or uses it (checkout). */
  onSubmit: (address: AddressInput) => void;
  submitting?: boolean;
  submitLabel: string;
  /** Server messages from the caller's save, shown above the buttons. */
  errors?: readonly string[];
  onCancel?: () => void;
  /** Put the caret in the search box on mount (the shopper just asked to add an address). */
  focusSearch?: boolean;
}

const coordinate = (value: number) => value.toFixed(5);

/**
 * Search an address, see it on the map, adjust the pin, add a unit or floor. The search results
 * are a complete keyboard path: the map is an aid for pointer users, never required.
 */
export function AddressPicker({
  onSubmit,
  submitting = false,
  submitLabel,
  errors = [],
  onCancel,
  focusSearch = false,
}: Props) {
  const { t } = useTranslation();
  const { map } = useDeploymentConfig();
  const statusId = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [unit, setUnit] = useState('');
  const [missing, setMissing] = useState(false);
  const [focusKey, setFocusKey] = useState(0);
  const results = useQuery(geocodeQuery(submitted));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(text.trim());
  };

  const choose = (result: GeocodeResult) => {
    setChosen({ formatted: result.display_name, position: { lat: result.lat, lon: result.lon } });
    setMissing(false);
    setFocusKey((key) => key + 1);
  };

  // A tap or drag refines where the driver stops; the street address stays the one chosen.
  const movePin = (position: LatLon) => setChosen((current) => current && { ...current, position });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setMissing(true);
      return;
    }
    onSubmit({
      formatted: chosen.formatted,
      latitude: chosen.position.lat,
      longitude: chosen.position.lon,
      unit_or_floor: unit.trim() || null,
    });
  };

  const pinText = chosen
    ? t('address_picker.pin_at', {
        address: chosen.formatted,
        lat: coordinate(chosen.position.lat),
        lon: coordinate(chosen.position.lon),
      })
    : t('address_picker.pin_none');

  return (
    <div className="address-picker">
      <form role="search" className="address-picker__search" onSubmit={search} noValidate>
        <TextField
          label={t('address_picker.search_label')}
          hint={t('address_picker.search_hint')}
          type="search"
          autoComplete="street-address"
          autoFocus={focusSearch}
          value={text}
          onValueChange={setText}
          error={missing ? t('address_picker.choose_first') : null}
        />
        <button type="submit" className="button">
          {t('address_picker.search')}
        </button>
      </form>

      <AddressSearchResults
        query={submitted}
        results={results}
        chosenFormatted={chosen?.formatted ?? null}
        onChoose={choose}
      />

      <Suspense fallback={<p className="address-picker__note">{t('address_picker.map_loading')}</p>}>
        <MapView
          label={t('address_picker.map_label')}
          tileUrl={map.tile_url}
          centre={{ lat: map.lat, lon: map.lon }}
          zoom={map.zoom}
          pin={chosen?.position ?? null}
          pinLabel={t('address_picker.pin_label')}
          focusKey={focusKey}
          zoomInLabel={t('address_picker.zoom_in')}
          zoomOutLabel={t('address_picker.zoom_out')}
          onPinMove={movePin}
        />
      </Suspense>
      <p className="address-picker__note">{t('address_picker.map_hint')}</p>
      <p id={statusId} className="address-picker__pin" role="status">
        {pinText}
      </p>

      <form className="address-picker__save" onSubmit={save} noValidate aria-describedby={statusId}>
        <TextField
          label={t('address_picker.unit_label')}
          hint={t('address_picker.unit_hint')}
          value={unit}
          onValueChange={setUnit}
          maxLength={60}
        />
        {errors.length > 0 && (
          <div className="form__error" role="alert">
            {errors.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <div className="address-picker__actions">
          {onCancel && (
            <button type="button" className="button" onClick={onCancel}>
              {t('address_picker.cancel')}
            </button>
          )}
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t('address_picker.saving') : submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
