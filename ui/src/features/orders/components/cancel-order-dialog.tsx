import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { orderTitle } from '@/components/order-card';
import { type Order } from '@/lib/model';
import type { TFunction } from 'i18next';
import { formatCount, formatMoney, inDigits } from '@/lib/i18n';

interface CancelOrderDialogProps {
  order: Order | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Where the money goes back, by the way it was paid (the method that took it refunds it). */
function refundSentence(order: Order, t: TFunction): string {
  const params = {
    amount: formatMoney(order.totalPrice),
    transaction: order.transactionId ? t('TRANSACTION_NOTE', { id: order.transactionId }) : '',
  };
  switch (order.paymentMethod) {
    case 'bkash':
      return t('REFUND_BKASH', params);
    case 'sslcommerz':
      return t('REFUND_SSLCOMMERZ', params);
    case 'bank-transfer':
      return t('REFUND_BANK_TRANSFER', params);
    default:
      return t('REFUND_CARD', params);
  }
}

/** 'Do You Want to Cancel Your Order?', saying what happens to the pieces and the money. */
export function CancelOrderDialog({ order, busy, onConfirm, onCancel }: CancelOrderDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={order !== null}
      title={t('CANCEL_QUESTION')}
      confirmLabel={t('YES')}
      cancelLabel={t('NO')}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {order && (
        <>
          <p>
            {t('CANCEL_SUMMARY', {
              number: inDigits(order.orderNumber),
              what:
                order.lines.length > 1
                  ? t('ORDER_PIECES', { title: orderTitle(order), count: formatCount(order.quantity) })
                  : `${formatCount(order.quantity)} × ${orderTitle(order)}`,
              total: formatMoney(order.totalPrice),
            })}
          </p>
          {order.isPaid ? (
            <p>{refundSentence(order, t)}</p>
          ) : (
            <p>{t('NOTHING_CHARGED')}</p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
