import { useTranslation } from 'react-i18next';
import { download } from '@/lib/api-client';
import type { Order } from '@/lib/model';
import { useMutation } from '@/lib/use-mutation';

/** 'Download Invoice' for a paid order: the PDF the server draws, saved under its number. */
/** `compact`: 'Invoice' alone, for a table cell; the accessible name stays whole. */
export function InvoiceButton({ order, compact = false }: { order: Pick<Order, '_id' | 'orderNumber'>; compact?: boolean }) {
  const { t } = useTranslation();
  const orderId = order._id;
  const { busy, run } = useMutation();

  async function save() {
    const file = await run('download', () => download(`/orders/${orderId}/invoice.pdf`), { success: null });
    if (!file) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file.blob);
    link.download = file.name ?? `invoice-${order.orderNumber}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }

  return (
    <button type="button" className="button button--outline button--small" onClick={save} disabled={busy} aria-label={t('DOWNLOAD_INVOICE_FOR', { number: order.orderNumber })}>
      {busy ? t('PREPARING') : compact ? t('INVOICE') : t('DOWNLOAD_INVOICE')}
    </button>
  );
}
