import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/i18n';
/** A rating as stars: filled for each point, the rest outlined, read out as words. */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="stars" role="img" aria-label={t('RATED_OUT_OF_FIVE', { count: formatCount(rating) })}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < rating ? 'star star--on' : 'star'}>
          ★
        </span>
      ))}
    </span>
  );
}
