import { useTranslation } from 'react-i18next';
import { ShowMore } from '@/components/show-more';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { screens } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { OrderCard, orderTitle } from '@/components/order-card';
import { StatusBadge } from '@/components/order-status';
import { statusRules } from '@/lib/model';
import { useOwnOrderPages } from '@/lib/own-orders';
import { useTitle } from '@/lib/use-title';
import { formatCount } from '@/lib/i18n';
import { ReviewModal, type Reviewing } from './review-modal';

/** Give Your Valuable Reviews Here: the buyer's orders; delivered ones can be reviewed once. */
export function AddReviewPage() {
  const { t } = useTranslation();
  useTitle(t('DASH_ADD_REVIEW'));
  const { user } = useAuth();
  const list = useOwnOrderPages(user?.email);
  const { items: everyOrder, loading, error, reload } = list;
  // Cancelled and refunded orders have nothing to review.
  const orders = everyOrder?.filter((order) => !statusRules[order.status].closed);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);

  return (
    <section>
      <h1>{t('REVIEWS_TITLE')}</h1>
      {error && <LoadError message={error} onRetry={reload} />}
      {loading && !orders && <Spinner label={t('LOADING_ORDERS')} />}
      {orders?.length === 0 && (
        <div className="empty">
          <h2>{t('NOTHING_TO_REVIEW')}</h2>
          <p className="muted">{t('NOTHING_TO_REVIEW_HINT')}</p>
          <Link to={screens.products} className="button">
            {t('BROWSE_TOOLS')}
          </Link>
        </div>
      )}
      <div className="order-list">
        {orders?.map((order, index) => (
          <OrderCard
            key={order._id}
            order={order}
            title={`${formatCount(index + 1)}. ${orderTitle(order)}`}
            badges={<StatusBadge status={order.status} />}
          >
            {order.isReviewed ? (
              <p className="notice notice--success">{t('THANKS_FOR_REVIEWING')}</p>
            ) : (
              statusRules[order.status].buyerMayReview && (
                <div className="order__actions">
                  {order.lines
                    .filter((line) => !line.isReviewed)
                    .map((line) => (
                      <button
                        key={line._id}
                        type="button"
                        className="button"
                        onClick={() => setReviewing({ order, line })}
                        aria-label={t('GIVE_A_REVIEW_NAMED', { tool: line.toolName })}
                      >
                        {order.lines.length > 1 ? t('REVIEW_TOOL', { tool: line.toolName }) : t('GIVE_A_REVIEW')}
                      </button>
                    ))}
                </div>
              )
            )}
          </OrderCard>
        ))}
      </div>
      <ShowMore list={list} />
      <ReviewModal reviewing={reviewing} onClose={() => setReviewing(null)} onReviewed={reload} />
    </section>
  );
}
