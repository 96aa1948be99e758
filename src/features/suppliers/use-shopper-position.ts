import { useEffect, useRef, useState } from 'react';

export interface Position {
  lat: number;
  lon: number;
}

// Spec section 5: 10 s, high accuracy, never a cached fix (a shopper who moved gets their new shops).
const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, enableHighAccuracy: true, maximumAge: 0 };

// About 100 m: enough to rank shops, keeps the query cache key stable and leaks less of the shopper.
const round = (value: number) => Math.round(value * 1000) / 1000;

export interface ShopperPosition {
  /** Where to look for shops: the deployment's map position until the shopper's own is known. */
  position: Position;
  /** Asks the browser where the shopper is: only ever on their tap, never on load. */
  locate: () => void;
  locating: boolean;
  /** The browser can be asked at all (the 'Use my location' button shows only then). */
  supported: boolean;
}

/**
 * The shopper's position, asked for only when they tap 'Use my location' (a prompt on load is one
 * shoppers distrust, and Lighthouse marks down). Missing or failing geolocation keeps the
 * deployment's map position (spec section 5).
 */
export function useShopperPosition(fallback: Position): ShopperPosition {
  const [found, setFound] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const supported = typeof navigator !== 'undefined' && Boolean(navigator.geolocation);
  // A dialog closed (or a page left) while locating must not be updated afterwards.
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const locate = () => {
    if (!supported || locating) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (!alive.current) return;
        setFound({ lat: round(coords.latitude), lon: round(coords.longitude) });
        setLocating(false);
      },
      () => alive.current && setLocating(false),
      GEOLOCATION_OPTIONS,
    );
  };
  return { position: found ?? fallback, locate, locating, supported };
}
