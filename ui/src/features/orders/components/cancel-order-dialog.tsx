import { ConfirmDialog } from '@/components/confirm-dialog';
import { orderTitle } from '@/components/order-card';
import { type Order } from '@/lib/model';
import { formatMoney } from '@/lib/i18n';

interface CancelOrderDialogProps {
  order: Order | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Where the money goes back, by the way it was paid (the method that took it refunds it). */
function refundSentence(order: Order): string {
  const paid = `You paid ${formatMoney(order.totalPrice)}`;
  const transaction = order.transactionId ? ` (transaction ${order.transactionId})` : '';
  switch (order.paymentMethod) {
    case 'bkash':
      return `${paid} by bKash${transaction}. The whole amount goes back to the same bKash wallet.`;
    case 'sslcommerz':
      return `${paid} through SSLCommerz${transaction}. The whole amount is refunded the way you paid; your bank or wallet may take 5 to 10 working days to show it.`;
    case 'bank-transfer':
      return `${paid} by bank transfer. We send the whole amount back to your bank account; we will call you for its details.`;
    default:
      return `${paid} by card${transaction}. The whole amount is refunded to the same card at once; your bank may take 5 to 10 working days to show it.`;
  }
}

/** 'Do You Want to Cancel Your Order?', saying what happens to the pieces and the money. */
export function CancelOrderDialog({ order, busy, onConfirm, onCancel }: CancelOrderDialogProps) {
  return (
    <ConfirmDialog
      open={order !== null}
      title="Do You Want to Cancel Your Order?"
      confirmLabel="Yes"
      cancelLabel="No"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {order && (
        <>
          <p>
            <strong>{order.orderNumber}</strong>: {order.lines.length > 1 ? `${orderTitle(order)}, ${order.quantity} pieces` : `${order.quantity} × ${order.toolName}`},{' '}
            {formatMoney(order.totalPrice)}.
          </p>
          {order.isPaid ? (
            <p>{refundSentence(order)}</p>
          ) : (
            <p>Nothing has been charged, so there is nothing to refund.</p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
