import { ConfirmDialog } from '@/components/confirm-dialog';
import { orderTitle } from '@/components/order-card';
import { formatMoney, type Order } from '@/lib/model';

interface CancelOrderDialogProps {
  order: Order | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
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
            <p>
              You paid {formatMoney(order.totalPrice)} by card
              {order.transactionId ? ` (transaction ${order.transactionId})` : ''}. The whole amount is refunded to the same card at once; your
              bank may take 5 to 10 working days to show it.
            </p>
          ) : (
            <p>Nothing has been charged, so there is nothing to refund.</p>
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
