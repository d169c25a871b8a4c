// The Leaflet map of the location picker (spec 02 §9: default centre 41.31685, 69.23111, zoom 12, zoom 0 to 23). The
// tile server comes from VITE_MAP_TILES_URL (OpenStreetMap by default); when no tile loads, the picker says so and the
// coordinate fields remain.
import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useState, type ReactNode } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_DEFAULTS } from '#shared/api/sale-points.ts';

const TILES_URL: string = import.meta.env.VITE_MAP_TILES_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION: string =
  import.meta.env.VITE_MAP_TILES_ATTRIBUTION || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** OpenStreetMap draws up to 19; deeper zooms stretch those tiles. */
const NATIVE_MAX_ZOOM = Number(import.meta.env.VITE_MAP_TILES_MAX_ZOOM || 19);

// A CSS pin instead of Leaflet's default marker images, which bundlers and a same-origin CSP both trip over.
const PIN = divIcon({ className: 'sp-map__pin', html: '<span></span>', iconSize: [28, 28], iconAnchor: [14, 28] });

function Picker({ onPick }: { onPick: (position: [number, number]) => void }) {
  useMapEvents({ click: (event: LeafletMouseEvent) => onPick([event.latlng.lat, event.latlng.lng]) });
  return null;
}

/** Follows coordinates typed into the fields. */
function Follow({ position }: { position: [number, number] | null }) {
  const map = useMap();
  const [latitude, longitude] = position ?? [null, null];
  useEffect(() => {
    if (latitude !== null && longitude !== null && !map.getBounds().contains([latitude, longitude])) map.panTo([latitude, longitude]);
  }, [map, latitude, longitude]);
  return null;
}

export default function MapView({ position, onPick, label, unavailable }: {
  position: [number, number] | null;
  onPick: (position: [number, number]) => void;
  label: string;
  unavailable: ReactNode;
}) {
  const [tiles, setTiles] = useState<'loading' | 'shown' | 'failed'>(typeof navigator !== 'undefined' && !navigator.onLine ? 'failed' : 'loading');
  return (
    <>
      {tiles === 'failed' && unavailable}
      {/* Kept mounted while hidden: a tile that loads after all brings the map back. */}
      <div className={tiles === 'failed' ? 'sp-map sp-map--failed' : 'sp-map'} role="application" aria-label={label} aria-hidden={tiles === 'failed' || undefined}>
        <MapContainer
          center={position ?? MAP_DEFAULTS.center}
          zoom={MAP_DEFAULTS.zoom}
          minZoom={MAP_DEFAULTS.minZoom}
          maxZoom={MAP_DEFAULTS.maxZoom}
          className="sp-map__canvas"
        >
          <TileLayer
            url={TILES_URL}
            attribution={ATTRIBUTION}
            maxNativeZoom={NATIVE_MAX_ZOOM}
            maxZoom={MAP_DEFAULTS.maxZoom}
            eventHandlers={{
              tileload: () => setTiles('shown'),
              tileerror: () => setTiles((state) => (state === 'shown' ? state : 'failed')),
            }}
          />
          {/* Only shows the point: a click on it picks on the map beneath, and it takes no focus (a button without a
              name or an action is what Leaflet's keyboard option would make of it). */}
          {position && <Marker position={position} icon={PIN} interactive={false} keyboard={false} />}
          <Picker onPick={onPick} />
          <Follow position={position} />
        </MapContainer>
      </div>
    </>
  );
}
