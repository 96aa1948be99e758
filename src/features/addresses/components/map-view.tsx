import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import '../map.css';

export interface LatLon {
  lat: number;
  lon: number;
}

export interface MapViewProps {
  /** Names the map for screen readers (it is a landmark-like region with its own keyboard panning). */
  label: string;
  tileUrl: string;
  centre: LatLon;
  zoom: number;
  /** Where the pin is; null shows no pin until the shopper taps the map or picks a search result. */
  pin: LatLon | null;
  pinLabel: string;
  /** Changes when an address is chosen from the search: the map then centres and zooms on the pin. */
  focusKey: number;
  zoomInLabel: string;
  zoomOutLabel: string;
  onPinMove: (position: LatLon) => void;
}

const ZOOM_ON_PIN = 17;
/** Screen pixels an arrow key moves the focused pin: small enough to reach a gate, at any zoom. */
const NUDGE_PX = 10;
const NUDGES: Record<string, [number, number]> = {
  ArrowUp: [0, -NUDGE_PX],
  ArrowDown: [0, NUDGE_PX],
  ArrowLeft: [-NUDGE_PX, 0],
  ArrowRight: [NUDGE_PX, 0],
};

// Leaflet owns this DOM subtree; React only hands it new props. Never import this file statically:
// the picker loads it with import() so Leaflet and its CSS stay out of every other screen's chunks.

/** The address picker's map: tap to place the pin, drag it to adjust. */
export function MapView(props: MapViewProps) {
  const { label, tileUrl, centre, zoom, pin, pinLabel, focusKey, zoomInLabel, zoomOutLabel, onPinMove } =
    props;
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const onMove = useRef(onPinMove);
  useEffect(() => {
    onMove.current = onPinMove;
  }, [onPinMove]);

  // Built once; the initial centre and zoom only matter for the first paint.
  useEffect(() => {
    if (!element.current) return;
    const created = L.map(element.current, {
      center: [centre.lat, centre.lon],
      zoom,
      zoomControl: false,
      // Leaflet ends a zoom animation on a 250 ms timer that remove() does not clear, so saving right
      // after choosing a result threw on the removed map. Instant zooms are lighter on cheap phones too.
      zoomAnimation: false,
      // Rendered as React text under the map instead: Leaflet writes attribution as HTML.
      attributionControl: false,
    });
    L.control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(created);
    L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) =>
      onMove.current({ lat: event.latlng.lat, lon: event.latlng.lng }),
    );
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later prop changes are applied below
  }, []);

  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at = L.latLng(pin.lat, pin.lon);
    if (!marker.current) {
      marker.current = L.marker(at, {
        draggable: true,
        title: pinLabel,
        icon: L.divIcon({ className: 'address-map__pin', iconSize: [28, 28], iconAnchor: [14, 14] }),
      })
        .on('dragend', (event) => {
          const moved = (event.target as L.Marker).getLatLng();
          onMove.current({ lat: moved.lat, lon: moved.lng });
        })
        .addTo(current);
      // Dragging needs a pointer; with the pin focused, the arrow keys move it instead.
      marker.current.getElement()?.addEventListener('keydown', (event) => {
        const step = NUDGES[event.key];
        const placed = marker.current?.getLatLng();
        if (!step || !placed) return;
        event.preventDefault();
        event.stopPropagation();
        const point = current.latLngToContainerPoint(placed).add(step);
        const moved = current.containerPointToLatLng(point);
        onMove.current({ lat: moved.lat, lon: moved.lng });
      });
    } else if (!marker.current.getLatLng().equals(at)) {
      marker.current.setLatLng(at);
    }
    marker.current.getElement()?.setAttribute('title', pinLabel);
    marker.current.getElement()?.setAttribute('aria-label', pinLabel);
    // A tap or drag keeps the view unless the pin would end up off screen.
    if (!current.getBounds().contains(at)) current.panTo(at);
  }, [pin, pinLabel]);

  useEffect(() => {
    if (focusKey === 0 || !pin) return;
    map.current?.setView([pin.lat, pin.lon], ZOOM_ON_PIN);
    // Only a new search choice recentres; pin moves by tap or drag must not zoom the map about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusKey]);

  return <div ref={element} className="address-map" role="region" aria-label={label} />;
}
