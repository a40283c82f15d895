import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { endpoint } from '@/lib/api-client';
import { formatMoney, inDigits } from '@/lib/i18n';
import type { Order } from '@/lib/model';
import { useApi } from '@/lib/use-api';
import { useMutation } from '@/lib/use-mutation';
import { approveOrder, declineOrder } from '../api/company';

/**
 * The company's orders placed above their buyers' limits, for its approvers and admins to
 * approve (the buyer may then pay) or decline (the order is cancelled).
 */
export function Approvals() {
  const { t } = useTranslation();
  const { data: orders, loading, error, reload } = useApi<Order[]>(endpoint('GET /company/approvals'));
  const { busy, running, run } = useMutation();
  const [declining, setDeclining] = useState<Order | null>(null);
  const number = (order: Order) => inDigits(order.orderNumber);

  async function approve(order: Order) {
    await run(`approve-${order._id}`, () => approveOrder(order._id), { success: t('ORDER_APPROVED', { number: number(order) }), onSuccess: reload });
  }

  async function decline() {
    if (!declining) return;
    const order = declining;
    await run('decline', () => declineOrder(order._id), { success: t('ORDER_DECLINED', { number: number(order) }), onSuccess: reload });
    setDeclining(null);
  }

  return (
    <section className="card" aria-labelledby="approvals-title">
      <h2 id="approvals-title">{t('WAITING_APPROVAL')}</h2>
      {loading && !orders && <Spinner />}
      {error && <LoadError message={error} onRetry={reload} />}
      {orders?.length === 0 && <p className="muted">{t('WAITING_APPROVAL_NONE')}</p>}
      {orders && orders.length > 0 && (
        <ul className="company__list">
          {orders.map((order) => (
            <li key={order._id} className="company__row">
              <div>
                <p>
                  <strong>{t('APPROVAL_ORDER', { number: number(order), buyer: order.userName, total: formatMoney(order.totalPrice) })}</strong>
                </p>
                <p className="muted small">
                  {order.lines.map((line) => line.toolName).join(', ')}
                  {order.poNumber && ` · ${t('PO_NUMBER')}: ${order.poNumber}`}
                </p>
              </div>
              <div className="company__actions">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`${t('APPROVE_ORDER')}: ${number(order)}`}
                  disabled={busy}
                  onClick={() => void approve(order)}
                >
                  {running === `approve-${order._id}` ? t('PLEASE_WAIT') : t('APPROVE_ORDER')}
                </button>
                <button
                  type="button"
                  className="button button--small button--outline"
                  aria-label={`${t('DECLINE_ORDER')}: ${number(order)}`}
                  disabled={busy}
                  onClick={() => setDeclining(order)}
                >
                  {t('DECLINE_ORDER')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={declining !== null}
        title={declining ? t('DECLINE_ORDER_Q', { number: number(declining) }) : ''}
        confirmLabel={t('DECLINE_ORDER')}
        cancelLabel={t('CANCEL')}
        busy={busy}
        onConfirm={() => void decline()}
        onCancel={() => setDeclining(null)}
      >
        <p>{t('DECLINE_ORDER_HINT')}</p>
      </ConfirmDialog>
    </section>
  );
}
