import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useSeen } from '@/lib/use-seen';
import { useReviews } from '../api/home';

const ReviewSlides = lazy(() => import('./review-slides'));

/**
 * 'What Our Happy Client Says': the newest reviews, in a carousel fetched as the section nears
 * the screen (it sits below the fold).
 */
export function ReviewsCarousel() {
  const { t } = useTranslation();
  const { ref, seen } = useSeen<HTMLElement>('400px');
  const { data: reviews, loading } = useReviews(seen);
  const waiting = <p className="muted">{t('LOADING_REVIEWS')}</p>;
  return (
    <section ref={ref} className="section container reviews-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="section-title">
        {t('HAPPY_CLIENT_SAYS')}
      </h2>
      {(!seen || loading) && waiting}
      {reviews && reviews.length === 0 && <p className="muted">{t('NO_REVIEWS_YET')}</p>}
      {reviews && reviews.length > 0 && (
        <Suspense fallback={waiting}>
          <ReviewSlides reviews={reviews} />
        </Suspense>
      )}
    </section>
  );
}
