import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Modal } from '@/components/modal';
import { OrderLines, orderTitle } from '@/components/order-card';
import { OrderReference } from '@/components/order-status';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { displayName, useAuth } from '@/lib/auth';
import { formatMoney, messages, statusRules } from '@/lib/model';
import { loadShopConfig, type PaymentsConfig } from '@/lib/shop-config';
import { useOwnOrders } from '@/lib/own-orders';
import { useTitle } from '@/lib/use-title';
import type { PaymentOutcome } from '../api/use-payment-attempt';
import { TestCardForm, type CardFormProps } from './test-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** 'Please Pay For {tool}': the order's stored total, paid by card in a modal. */
export function PaymentPage() {
  useTitle('Payment');
  const { id } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data: orders, loading, reload } = useOwnOrders(user?.email);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const order = orders?.find((candidate) => String(candidate._id) === id);

  return (
    <section className="container section payment">
      <button type="button" className="back" onClick={() => navigate(-1)}>
        ← Back
      </button>
      {loading && !orders && <Spinner label="Loading your order…" />}
      {orders && !order && (
        <div className="empty">
          <h1>Choose an order to pay</h1>
          <p className="muted">This order is not among your open orders.</p>
          <Link to={paths.dashboard.myOrders} className="button">
            My Orders
          </Link>
        </div>
      )}
      {order && user && (
        <div className="card payment__card">
          {/* Once paid, the page says so instead of asking for the money. */}
          <h1>{order.isPaid ? `Paid: ${orderTitle(order)}` : `Please Pay For ${orderTitle(order)}`}</h1>
          <p className="muted">
            <OrderReference order={order} />
          </p>
          <p className="payment__amount">Payment Amount : {formatMoney(order.totalPrice)}</p>
          {order.lines.length > 1 ? (
            <OrderLines order={order} />
          ) : (
            <p className="muted">
              {order.quantity} pieces at {formatMoney(order.toolPrice)} each.
            </p>
          )}
          {order.isPaid ? (
            <div className="notice notice--success" role="status">
              {outcome && 'transactionId' in outcome && <p className="payment__thanks">{messages.PAYMENT_SUCCESSFUL}</p>}
              <p>
                Paid. Your transaction id is <code>{order.transactionId}</code>
              </p>
              <Link to={paths.dashboard.myOrders}>Back to My Orders</Link>
            </div>
          ) : statusRules[order.status].closed ? (
            <p className="notice" role="status">
              This order was cancelled, so there is nothing to pay.
            </p>
          ) : outcome ? (
            <p className="notice" role="status">
              {outcome.message}
            </p>
          ) : (
            <button type="button" className="button button--large" onClick={() => setPaying(true)}>
              Proceed
            </button>
          )}
          <Modal open={paying} title={`Pay ${formatMoney(order.totalPrice)}`} onClose={() => setPaying(false)}>
            <CardPayment
              order={order}
              payer={{ name: displayName(user), email: user.email }}
              onClose={() => setPaying(false)}
              onOutcome={(result) => {
                setPaying(false);
                setOutcome(result);
                reload();
              }}
            />
          </Modal>
        </div>
      )}
    </section>
  );
}

/** The card form of whichever processor the shop uses. */
function CardPayment(props: CardFormProps) {
  const [payments, setPayments] = useState<PaymentsConfig | null>(null);
  useEffect(() => {
    let current = true;
    void loadShopConfig().then((config) => current && setPayments(config.payments));
    return () => {
      current = false;
    };
  }, []);

  if (!payments) return <Spinner label="Loading the card form…" />;
  if (payments.provider === 'test') return <TestCardForm {...props} />;
  return (
    <Suspense fallback={<Spinner label="Loading the card form…" />}>
      <StripeCardForm publishableKey={payments.publishableKey} {...props} />
    </Suspense>
  );
}
