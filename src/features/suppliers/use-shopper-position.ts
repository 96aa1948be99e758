import { useEffect, useState } from 'react';

export interface Position {
  lat: number;
  lon: number;
}

// Spec section 5: 10 s, high accuracy, never a cached fix (a shopper who moved gets their new shops).
const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: true, maximumAge: 0 };

// About 100 m: enough to rank shops, keeps the query cache key stable and leaks less of the shopper.
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The shopper's position once `enabled`; missing or failing geolocation falls back to the
 * deployment's default map position. null while the browser is still locating.
 */
export function useShopperPosition(fallback: Position, enabled: boolean): Position | null {
  const [position, setPosition] = useState<Position | null>(null);
  const { lat, lon } = fallback;
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.geolocation);

  useEffect(() => {
    if (!enabled || position || !supported) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      (found) =>
        active && setPosition({ lat: round(found.coords.latitude), lon: round(found.coords.longitude) }),
      () => active && setPosition({ lat, lon }),
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
    };
  }, [enabled, position, supported, lat, lon]);

  if (!supported) return enabled ? { lat, lon } : null;
  return position;
}
