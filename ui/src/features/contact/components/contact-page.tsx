import { lazy, Suspense } from 'react';
import { useTitle } from '@/lib/use-title';
import { OFFICE } from './office';

// Leaflet is loaded with this page only, not with the home page.
const OfficeMap = lazy(() => import('./office-map'));

export function ContactPage() {
  useTitle('Contact Us');
  return (
    <section className="container section">
      <h1>Contact Us</h1>
      <div className="contact">
        <address className="card contact__details">
          <h2>{OFFICE.name}</h2>
          <p>
            {OFFICE.address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </p>
          <h3>Helplines</h3>
          <ul>
            {OFFICE.helplines.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
              </li>
            ))}
          </ul>
          <p>
            <a href={`mailto:${OFFICE.email}`}>{OFFICE.email}</a>
          </p>
          <p className="muted small">{OFFICE.hours}</p>
        </address>
        <div className="contact__map" aria-label={`Map of ${OFFICE.address.join(', ')}`} role="region">
          <Suspense fallback={<div className="office-map office-map--loading">Loading the map…</div>}>
            <OfficeMap />
          </Suspense>
        </div>
      </div>
      <section className="motto">
        <h2>Our Motto</h2>
        <p>
          Honest tools at a fair price. We make what we sell, test every batch before it leaves the works, and stand
          behind it after the sale. When a line stops, a sensor is not a part number: it is a shift of production. We
          keep stock, ship fast and answer the phone.
        </p>
      </section>
    </section>
  );
}
