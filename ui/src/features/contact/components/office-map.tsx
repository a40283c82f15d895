import { useTranslation } from 'react-i18next';
import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer, Tooltip } from 'react-leaflet';
import { OFFICE } from './office';

/**
 * OpenStreetMap tiles around the office at zoom 14, with a marker. A circle marker needs no
 * image files; when tiles cannot load, the grey map still marks the spot and the address
 * beside it stays readable.
 */
export default function OfficeMap() {
  const { t } = useTranslation();
  return (
    <MapContainer center={OFFICE.position} zoom={OFFICE.zoom} scrollWheelZoom={false} className="office-map">
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
      />
      <CircleMarker center={OFFICE.position} radius={12} pathOptions={{ color: '#0f2d4a', fillColor: '#f5a524', fillOpacity: 0.9 }}>
        <Tooltip permanent direction="top" offset={[0, -12]}>
          {t('OFFICE_NAME')}
        </Tooltip>
      </CircleMarker>
    </MapContainer>
  );
}
