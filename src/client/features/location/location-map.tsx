import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { SHOP_ADDRESS, SHOP_NAME, SHOP_POSITION, SHOP_ZOOM } from './shop-location';
import styles from './location-map.module.css';

// Leaflet finds its marker images through a path guessed from its CSS, which a bundler breaks:
// point the default icon at the images the bundler emitted instead.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({ iconRetinaUrl, iconUrl, shadowUrl });

/**
 * The shop on a map. Loaded lazily (this module pulls in Leaflet), so only the home page pays for it.
 * Scroll-wheel zoom is off so the page scrolls past the map.
 */
export default function LocationMap({ tileUrl }: { tileUrl: string }) {
  return (
    <MapContainer center={SHOP_POSITION} zoom={SHOP_ZOOM} scrollWheelZoom={false} className={styles.map}>
      <TileLayer url={tileUrl} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors' />
      <Marker position={SHOP_POSITION} title={SHOP_NAME} alt={SHOP_NAME}>
        <Popup>
          <strong>{SHOP_NAME}</strong>
          <br />
          {SHOP_ADDRESS}
        </Popup>
      </Marker>
    </MapContainer>
  );
}
