import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { DeliveryFields } from '@/components/delivery-fields';
import { Modal } from '@/components/modal';
import { type DeliveryForm, type Order } from '@/lib/model';
import { useDeliveryForm } from '@/lib/use-delivery-form';
import { useMutation } from '@/lib/use-mutation';
import { changeDelivery } from '../api/orders';
import { words, inDigits } from '@/lib/i18n';
import { FormActions } from '@/components/form-actions';

/** The order's current details, for the form to start from. */
const detailsOf = (order: Order): DeliveryForm => ({
  recipient: order.recipient ?? '',
  phone: order.phoneNumber ?? '',
  address: order.address ?? '',
  district: order.district ?? '',
});

/** Changes where an order goes, until it ships. */
export function DeliveryDialog({ order, onClose, onSaved }: { order: Order | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={order !== null} title={order ? t('DELIVERY_OF', { number: inDigits(order.orderNumber) }) : ''} onClose={onClose}>
      {order && <DeliveryEditor key={order._id} order={order} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function DeliveryEditor({ order, onClose, onSaved }: { order: Order; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const state = useDeliveryForm(detailsOf(order));
  const { busy, run } = useMutation();

  async function save(event: FormEvent) {
    event.preventDefault();
    const delivery = state.submit();
    if (!delivery) return;
    const saved = await run('delivery', () => changeDelivery(order._id, delivery), { success: words.DELIVERY_CHANGED });
    if (saved) {
      onSaved();
      onClose();
    }
  }

  return (
    <form className="form" noValidate onSubmit={save}>
      <DeliveryFields state={state} idPrefix={`order-${order._id}`} />
      <FormActions busy={busy} onCancel={onClose} submitLabel={t('SAVE_DELIVERY')} />
    </form>
  );
}
