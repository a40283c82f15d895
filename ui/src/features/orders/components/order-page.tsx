import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { screenOf, screens } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { formatMoney, type MessageKey, inDigits } from '@/lib/i18n';
import type { Order } from '@/lib/model';
import { useOwnOrder } from '@/lib/own-orders';
import { useTitle } from '@/lib/use-title';
import { BuyerOrder, useOrderDialogs } from './buyer-order';

/** What the order page says comes next, and the one action that moves it on, if any. */
export interface NextStep {
  says: MessageKey;
  action: 'pay' | 'review' | null;
}

/** What happens next to `order`, from where it stands and how it is paid. */
export function nextStep(order: Order): NextStep {
  const say = (says: MessageKey, action: NextStep['action'] = null) => ({ says, action });
  switch (order.status) {
    case 'awaitingPayment':
      // A payment being confirmed or held says so on the order itself; it is not asked again.
      if (order.paymentCheck) return say(order.paymentCheck.state === 'held' ? 'PAYMENT_HELD' : 'PAYMENT_BEING_CHECKED');
      return order.paymentMethod === 'bank-transfer' ? say('NEXT_TRANSFER', 'pay') : say('NEXT_CHOOSE_PAYMENT', 'pay');
    case 'awaitingApproval':
      return say('NEXT_AWAITS_APPROVAL');
    case 'cashOnDelivery':
      return say(order.confirmedAt === null ? 'NEXT_COD' : 'NEXT_COD_CONFIRMED');
    case 'paid':
      return say('NEXT_PAID');
    case 'shipped':
      return say(order.isPaid ? 'NEXT_SHIPPED' : 'NEXT_SHIPPED_COD');
    case 'delivered':
      return say('NEXT_DELIVERED', 'review');
    case 'cancelled':
      return say(order.isPaid ? 'NEXT_CANCELLED_PAID' : 'NEXT_CANCELLED');
    case 'refunded':
      return say('NEXT_REFUNDED');
  }
}

/**
 * An order's own page: its number, what happens next, its lines, where it goes and how far it
 * got. The buyer lands here after placing it (thanked), and every mail about it links here.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { user } = useAuth();
  const placed = (useLocation().state as { placed?: boolean } | null)?.placed === true;
  const { order, looked, loading, error, reload } = useOwnOrder(user?.email, id);
  useTitle(order ? t('ORDER_LABEL', { number: inDigits(order.orderNumber) }) : t('ORDER_PAGE_TITLE'));
  const { open, dialogs } = useOrderDialogs(reload);

  return (
    <section className="order-page">
      {loading && !looked && <Spinner label={t('LOADING_ORDER')} />}
      {error && <LoadError message={error} onRetry={reload} />}
      {looked && !order && !error && (
        <div className="empty">
          <h1>{t('ORDER_PAGE_TITLE')}</h1>
          <p className="muted">{t('ORDER_NOT_YOURS')}</p>
          <Link to={screens.myOrders} className="button">
            {t('DASH_MY_ORDERS')}
          </Link>
        </div>
      )}
      {order && (
        <>
          <h1>{t('ORDER_LABEL', { number: inDigits(order.orderNumber) })}</h1>
          {placed && (
            <p className="notice notice--success" role="status">
              {t('ORDER_PLACED_THANKS')}
            </p>
          )}
          <WhatHappensNext order={order} />
          <BuyerOrder order={order} onCancel={() => open.cancel(order)} onRedirect={() => open.redirect(order)} onItsPage />
          <p>
            <Link to={screens.myOrders}>{t('BACK_TO_MY_ORDERS')}</Link>
          </p>
          {dialogs}
        </>
      )}
    </section>
  );
}

function WhatHappensNext({ order }: { order: Order }) {
  const { t } = useTranslation();
  const next = nextStep(order);
  return (
    <div className="card order-page__next">
      <h2>{t('WHAT_NEXT')}</h2>
      <p>{t(next.says, { amount: formatMoney(order.totalPrice) })}</p>
      {next.action === 'pay' && (
        <Link to={screenOf(screens.payment, order._id)} className="button button--large">
          {t('PAY_NOW')}
        </Link>
      )}
      {next.action === 'review' && (
        <Link to={screens.addReview} className="button">
          {t('WRITE_A_REVIEW')}
        </Link>
      )}
    </div>
  );
}
