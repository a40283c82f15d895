import { useTranslation } from 'react-i18next';
import { useTitle } from '@/lib/use-title';

/** The bare /dashboard: a welcome with an illustration. */
export function DashboardWelcome() {
  const { t } = useTranslation();
  useTitle(t('NAV_DASHBOARD'));
  return (
    <section className="welcome">
      <h1>{t('WELCOME_DASHBOARD')}</h1>
      <svg className="welcome__art" viewBox="0 0 320 200" width="320" height="200" role="img" aria-label={t('WELCOME_ART')}>
        <rect x="20" y="150" width="280" height="14" rx="4" fill="#0f2d4a" />
        <rect x="40" y="164" width="12" height="30" fill="#0f2d4a" />
        <rect x="268" y="164" width="12" height="30" fill="#0f2d4a" />
        <circle cx="110" cy="100" r="42" fill="#fff" stroke="#0f2d4a" strokeWidth="8" />
        <path d="M110 100 L136 78" stroke="#f5a524" strokeWidth="8" strokeLinecap="round" />
        <rect x="96" y="140" width="28" height="12" fill="#0f2d4a" />
        <rect x="180" y="84" width="90" height="18" rx="9" fill="#5b6775" transform="rotate(-20 225 93)" />
        <circle cx="186" cy="112" r="14" fill="#5b6775" />
        <rect x="200" y="120" width="60" height="30" rx="6" fill="#f5a524" />
      </svg>
      <p className="muted">{t('WELCOME_HINT')}</p>
    </section>
  );
}
