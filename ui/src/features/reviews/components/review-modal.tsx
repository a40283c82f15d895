import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/modal';
import { TextAreaField } from '@/components/text-area-field';
import { checkReview, errorsByField, type Order, type OrderLine } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { addReview } from '../api/reviews';
import { StarInput } from './star-input';
import { words } from '@/lib/i18n';
import { FormActions } from '@/components/form-actions';

/** The tool of an order being reviewed. */
export interface Reviewing {
  order: Order;
  line: OrderLine;
}

interface ReviewModalProps {
  reviewing: Reviewing | null;
  onClose: () => void;
  onReviewed: () => void;
}

/** Stars and words for a delivered order; the shared rules refuse 0 stars and empty words. */
export function ReviewModal({ reviewing, onClose, onReviewed }: ReviewModalProps) {
  const { t } = useTranslation();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { busy, run } = useMutation();
  const outcome = checkReview(rating, review);
  const errors = submitted ? errorsByField(outcome) : {};

  function close() {
    setRating(0);
    setReview('');
    setSubmitted(false);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!reviewing || !outcome.ok) return;
    const { order, line } = reviewing;
    await run('review', () => addReview({ orderId: order._id, lineId: line._id, rating, review }), {
      success: words.REVIEW_ADDED,
      onSuccess: () => {
        close();
        onReviewed();
      },
    });
  }

  return (
    <Modal open={reviewing !== null} title={reviewing ? t('REVIEW_OF', { tool: reviewing.line.toolName }) : t('REVIEW')} onClose={close} busy={busy}>
      <form className="form" noValidate onSubmit={submit} aria-label={t('REVIEW')}>
        <StarInput value={rating} onChange={setRating} error={errors.rating} />
        <TextAreaField label={t('LEAVE_A_REVIEW')} rows={4} maxLength={500} value={review} error={errors.review} onChange={(event) => setReview(event.target.value)} />
        <FormActions busy={busy} onCancel={close} submitLabel={t('SUBMIT_REVIEW')} busyLabel={t('SENDING')} />
      </form>
    </Modal>
  );
}
