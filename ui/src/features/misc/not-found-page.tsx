import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { screens } from '@/config/paths';
import { formatCount } from '@/lib/i18n';
import { useTitle } from '@/lib/use-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useTitle(t('NOT_FOUND_TITLE'));
  return (
    <section className="container section not-found">
      <p className="not-found__code" aria-hidden="true">
        {formatCount(404)}
      </p>
      <h1>{t('NOT_FOUND_HEADING')}</h1>
      <p className="muted">{t('NOT_FOUND_HINT')}</p>
      <Link to={screens.home} className="button">
        {t('GO_HOME')}
      </Link>
    </section>
  );
}
