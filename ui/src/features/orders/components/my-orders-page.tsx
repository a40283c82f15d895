import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TaxDocumentButtons } from '@/components/tax-document-buttons';
import { LoadError } from '@/components/load-error';
import { ShowMore } from '@/components/show-more';
import { deliveryLine, OrderCard, orderTitle } from '@/components/order-card';
import { ClosedOrdersSwitch, StatusBadge, Timeline, visibleOrders } from '@/components/order-status';
import { Spinner } from '@/components/spinner';
import { screenOf, screens } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { methodLabels, statusRules, type Order } from '@/lib/model';
import { useOwnOrderPages } from '@/lib/own-orders';
import { useMutation } from '@/lib/use-mutation';
import { useTitle } from '@/lib/use-title';
import { cancelOrder } from '../api/orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeliveryDialog } from './delivery-dialog';
import { words } from '@/lib/i18n';

/** My Orders: each order with its number, status and timeline, and what the buyer can do next. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  useTitle(t('DASH_MY_ORDERS'));
  const { user } = useAuth();
  const list = useOwnOrderPages(user?.email);
  const { items: orders, loading, error, reload } = list;
  const [showClosed, setShowClosed] = useState(false);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [redirecting, setRedirecting] = useState<Order | null>(null);
  const { busy, run } = useMutation();
  const { shown, closed } = visibleOrders(orders, showClosed);

  async function cancel() {
    if (!cancelling) return;
    const cancelled = await run('cancel', () => cancelOrder(cancelling._id), { success: words.ORDER_CANCELLED });
    setCancelling(null);
    if (cancelled) reload();
  }

  return (
    <section>
      <h1>{t('DASH_MY_ORDERS')}</h1>
      {loading && !orders && <Spinner label={t('LOADING_ORDERS')} />}
      {error && <LoadError message={error} onRetry={reload} />}
      <ClosedOrdersSwitch count={closed} checked={showClosed} onChange={setShowClosed} />
      {shown?.length === 0 && (
        <div className="empty">
          <h2>{closed > 0 ? t('NO_OPEN_ORDERS') : t('NO_ORDERS_YET')}</h2>
          <p className="muted">{t('NO_ORDERS_HINT')}</p>
          <Link to={screens.products} className="button">
            {t('BROWSE_TOOLS')}
          </Link>
        </div>
      )}
      <div className="order-list">
        {shown?.map((order) => (
          <BuyerOrder key={order._id} order={order} onCancel={() => setCancelling(order)} onRedirect={() => setRedirecting(order)} />
        ))}
      </div>
      <ShowMore list={list} />
      <CancelOrderDialog order={cancelling} busy={busy} onConfirm={cancel} onCancel={() => setCancelling(null)} />
      <DeliveryDialog order={redirecting} onClose={() => setRedirecting(null)} onSaved={reload} />
    </section>
  );
}

function BuyerOrder({ order, onCancel, onRedirect }: { order: Order; onCancel: () => void; onRedirect: () => void }) {
  const { t } = useTranslation();
  const rules = statusRules[order.status];
  return (
    <OrderCard
      order={order}
      title={orderTitle(order)}
      badges={<StatusBadge status={order.status} />}
      facts={
        <>
          <div>
            <dt>{t('DELIVER_TO')}</dt>
            <dd>
              {order.recipient && <>{order.recipient}, </>}
              {deliveryLine(order) ?? t('NO_ADDRESS')}
            </dd>
          </div>
          <div>
            <dt>{t('MOBILE')}</dt>
            <dd>{order.phoneNumber ?? t('NO_PHONE')}</dd>
          </div>
          {order.paymentMethod && (
            <div>
              <dt>{t('PAYMENT')}</dt>
              <dd>
                {t(methodLabels[order.paymentMethod])}
                {!order.isPaid && ` ${t('NOT_PAID_YET')}`}
              </dd>
            </div>
          )}
          {order.transactionId && (
            <div>
              <dt>{t('TRANSACTION')}</dt>
              <dd>{order.transactionId}</dd>
            </div>
          )}
        </>
      }
    >
      <Timeline order={order} />
      {order.paymentCheck && (
        <p className="notice" role="status">
          {t(order.paymentCheck.state === 'held' ? 'PAYMENT_HELD' : 'PAYMENT_BEING_CHECKED')}
        </p>
      )}
      <div className="order__actions">
        <TaxDocumentButtons order={order} />
        {/* A payment still being confirmed, or held, is not asked for again. */}
        {rules.buyerMayPay && !order.paymentCheck && (
          <Link to={screenOf(screens.payment, order._id)} className="button">
            {t('PAY_NOW')}
          </Link>
        )}
        {rules.buyerMayChangeDelivery && (
          <button type="button" className="button button--outline" onClick={onRedirect}>
            {t('CHANGE_DELIVERY')}
          </button>
        )}
        {rules.buyerMayCancel && (
          <button type="button" className="button button--outline" onClick={onCancel}>
            {t('CANCEL_ORDER')}
          </button>
        )}
      </div>
    </OrderCard>
  );
}
