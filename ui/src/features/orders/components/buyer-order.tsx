import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TaxDocumentButtons } from '@/components/tax-document-buttons';
import { deliveryLine, OrderCard, orderTitle } from '@/components/order-card';
import { StatusBadge, Timeline } from '@/components/order-status';
import { ParcelTracking } from '@/components/parcel-tracking';
import { screenOf, screens } from '@/config/paths';
import { methodLabels, statusRules, type Order } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';
import { cancelOrder } from '../api/orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { DeliveryDialog } from './delivery-dialog';
import { inDigits, words } from '@/lib/i18n';

/** The dialogs that cancel an order and change where it goes, and how to open them. */
export function useOrderDialogs(onChanged: () => void) {
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [redirecting, setRedirecting] = useState<Order | null>(null);
  const { busy, run } = useMutation();

  async function cancel() {
    if (!cancelling) return;
    const cancelled = await run('cancel', () => cancelOrder(cancelling._id), { success: words.ORDER_CANCELLED });
    setCancelling(null);
    if (cancelled) onChanged();
  }

  return {
    open: { cancel: setCancelling, redirect: setRedirecting },
    dialogs: (
      <>
        <CancelOrderDialog order={cancelling} busy={busy} onConfirm={cancel} onCancel={() => setCancelling(null)} />
        <DeliveryDialog order={redirecting} onClose={() => setRedirecting(null)} onSaved={onChanged} />
      </>
    ),
  };
}

interface BuyerOrderProps {
  order: Order;
  onCancel: () => void;
  onRedirect: () => void;
  /** The order's own page says what is next itself; a list links to it. */
  onItsPage?: boolean;
}

/** One of the buyer's orders: what it is, where it goes, how far it got and what they can do. */
export function BuyerOrder({ order, onCancel, onRedirect, onItsPage = false }: BuyerOrderProps) {
  const { t } = useTranslation();
  const rules = statusRules[order.status];
  // Cash on delivery is settled with the courier: paying online is a quiet option, not a call.
  const cashOnDelivery = order.status === 'cashOnDelivery';
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
            <dd>{order.phoneNumber ? inDigits(order.phoneNumber) : t('NO_PHONE')}</dd>
          </div>
          {order.paymentMethod && (
            <div>
              <dt>{t('PAYMENT')}</dt>
              <dd>
                {t(methodLabels[order.paymentMethod])}
                {!order.isPaid && order.paymentMethod !== 'cod' && ` ${t('NOT_PAID_YET')}`}
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
      {order.parcel && <ParcelTracking parcel={order.parcel} />}
      {order.paymentCheck && (
        <p className="notice" role="status">
          {t(order.paymentCheck.state === 'held' ? 'PAYMENT_HELD' : 'PAYMENT_BEING_CHECKED')}
        </p>
      )}
      <div className="order__actions">
        <TaxDocumentButtons order={order} />
        {/* A payment still being confirmed, or held, is not asked for again. */}
        {rules.buyerMayPay && !order.paymentCheck && !onItsPage && !cashOnDelivery && (
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
        {rules.buyerMayPay && !order.paymentCheck && cashOnDelivery && (
          <Link to={screenOf(screens.payment, order._id)} className="order__quiet-link">
            {t('PAY_ONLINE_LINK')}
          </Link>
        )}
        {!onItsPage && (
          <Link to={screenOf(screens.order, order._id)} className="order__quiet-link">
            {t('ORDER_DETAILS')}
          </Link>
        )}
      </div>
    </OrderCard>
  );
}
