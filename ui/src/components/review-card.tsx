import { useTranslation } from 'react-i18next';
import { DEFAULT_PHOTO } from '@/config/pictures';
import type { Review } from '@/lib/model';
import { Stars } from './stars';
import { Picture } from '@/components/picture';

/** One review: the reviewer's photo, the stars, the words, and who wrote them about what. */
export function ReviewCard({ review, showTool = true }: { review: Review; showTool?: boolean }) {
  const { t } = useTranslation();
  return (
    <figure className="review-card">
      <Picture src={review.userImage ?? DEFAULT_PHOTO} sizes="64px" alt="" width={64} height={64} className="review-card__photo" />
      <Stars rating={review.rating} />
      <blockquote>{review.review}</blockquote>
      <figcaption>
        <strong>{review.user}</strong>
        {showTool && review.toolName && <span className="muted small">{t('REVIEW_ON', { tool: review.toolName })}</span>}
      </figcaption>
    </figure>
  );
}
