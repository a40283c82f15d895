import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useTitle } from '@/lib/use-title';
import { OFFICE } from './office';

// Leaflet is loaded with this page only, not with the home page.
const OfficeMap = lazy(() => import('./office-map'));

export function ContactPage() {
  const { t } = useTranslation();
  useTitle(t('CONTACT_TITLE'));
  const address = t('SHOP_ADDRESS').split('; ');
  return (
    <section className="container section">
      <h1>{t('CONTACT_TITLE')}</h1>
      <div className="contact">
        <address className="card contact__details">
          <h2>{t('OFFICE_NAME')}</h2>
          <p>
            {address.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </p>
          <h3>{t('HELPLINES')}</h3>
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
          <p className="muted small">{t('OFFICE_HOURS')}</p>
        </address>
        <div className="contact__map" aria-label={t('MAP_OF', { address: address.join(', ') })} role="region">
          <Suspense fallback={<div className="office-map office-map--loading">{t('LOADING_MAP')}</div>}>
            <OfficeMap />
          </Suspense>
        </div>
      </div>
      <section className="motto">
        <h2>{t('OUR_MOTTO')}</h2>
        <p>{t('MOTTO_TEXT')}</p>
      </section>
    </section>
  );
}
