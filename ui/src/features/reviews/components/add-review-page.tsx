import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { OrderCard, orderTitle } from '@/components/order-card';
import { StatusBadge } from '@/components/order-status';
import { statusRules } from '@/lib/model';
import { useOwnOrders } from '@/lib/own-orders';
import { useTitle } from '@/lib/use-title';
import { ReviewModal, type Reviewing } from './review-modal';

/** Give Your Valuable Reviews Here: the buyer's orders; delivered ones can be reviewed once. */
export function AddReviewPage() {
  useTitle('Add Review');
  const { user } = useAuth();
  const { data: everyOrder, loading, error, reload } = useOwnOrders(user?.email);
  // Cancelled and refunded orders have nothing to review.
  const orders = everyOrder?.filter((order) => !statusRules[order.status].closed);
  const [reviewing, setReviewing] = useState<Reviewing | null>(null);

  return (
    <section>
      <h1>Give Your Valuable Reviews Here</h1>
      {error && <LoadError message={error} onRetry={reload} />}
      {loading && !orders && <Spinner label="Loading your orders…" />}
      {orders?.length === 0 && (
        <div className="empty">
          <h2>Nothing to review yet</h2>
          <p className="muted">Once an order of yours is delivered, you can review the tool here.</p>
          <Link to={paths.products} className="button">
            Browse tools
          </Link>
        </div>
      )}
      <div className="order-list">
        {orders?.map((order, index) => (
          <OrderCard
            key={order._id}
            order={order}
            title={`${index + 1}. ${orderTitle(order)}`}
            badges={<StatusBadge status={order.status} />}
          >
            {order.isReviewed ? (
              <p className="notice notice--success">Thankyou For Reviewing This Product</p>
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
                        aria-label={`Give A Review: ${line.toolName}`}
                      >
                        {order.lines.length > 1 ? `Review ${line.toolName}` : 'Give A Review'}
                      </button>
                    ))}
                </div>
              )
            )}
          </OrderCard>
        ))}
      </div>
      <ReviewModal reviewing={reviewing} onClose={() => setReviewing(null)} onReviewed={reload} />
    </section>
  );
}
