import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { ShowMore } from '@/components/show-more';
import { ClosedOrdersSwitch, visibleOrders } from '@/components/order-status';
import { Spinner } from '@/components/spinner';
import { screens } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useOwnOrderPages } from '@/lib/own-orders';
import { useTitle } from '@/lib/use-title';
import { BuyerOrder, useOrderDialogs } from './buyer-order';

/** My Orders: each order with its number, status and timeline, and what the buyer can do next. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  useTitle(t('DASH_MY_ORDERS'));
  const { user } = useAuth();
  const list = useOwnOrderPages(user?.email);
  const { items: orders, loading, error, reload } = list;
  const [showClosed, setShowClosed] = useState(false);
  const { open, dialogs } = useOrderDialogs(reload);
  const { shown, closed } = visibleOrders(orders, showClosed);

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
          <BuyerOrder key={order._id} order={order} onCancel={() => open.cancel(order)} onRedirect={() => open.redirect(order)} />
        ))}
      </div>
      <ShowMore list={list} />
      {dialogs}
    </section>
  );
}
