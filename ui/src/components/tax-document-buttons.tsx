import { useTranslation } from 'react-i18next';
import { endpoint } from '@/lib/api-client';
import { download } from '@/lib/download';
import type { Order } from '@/lib/model';
import { saveFile } from '@/lib/save-file';
import { useMutation } from '@/lib/use-mutation';
import { inDigits } from '@/lib/i18n';

type DocumentOrder = Pick<Order, '_id' | 'orderNumber' | 'isPaid' | 'cancelledAt'>;
export type DocumentKind = 'invoice' | 'credit-note';

/** Fetches one VAT document of an order in the page's language and saves it as `fileName`. */
export function useDocumentDownload() {
  const { busy, run } = useMutation();
  async function save(orderId: number, kind: DocumentKind, fileName: string) {
    const path = kind === 'invoice' ? 'GET /orders/{id}/invoice.pdf' : 'GET /orders/{id}/credit-note.pdf';
    const file = await run('download', () => download(endpoint(path, { params: { id: orderId } })), { success: null });
    if (file) saveFile(file, fileName);
  }
  return { busy, save };
}

/** One VAT document of an order, saved under its number. */
function DocumentButton({ order, kind, compact }: { order: DocumentOrder; kind: DocumentKind; compact: boolean }) {
  const { t } = useTranslation();
  const { busy, save: saveDocument } = useDocumentDownload();
  const save = () => saveDocument(order._id, kind, `${kind}-${order.orderNumber}.pdf`);

  const [label, shortLabel, accessibleName] =
    kind === 'invoice'
      ? [t('DOWNLOAD_INVOICE'), t('INVOICE'), t('DOWNLOAD_INVOICE_FOR', { number: inDigits(order.orderNumber) })]
      : [t('CREDIT_NOTE'), t('CREDIT_NOTE'), t('DOWNLOAD_CREDIT_NOTE_FOR', { number: inDigits(order.orderNumber) })];
  return (
    <button type="button" className="button button--outline button--small" onClick={save} disabled={busy} aria-label={accessibleName}>
      {busy ? t('PREPARING') : compact ? shortLabel : label}
    </button>
  );
}

/**
 * 'Download Invoice' for a paid order (its VAT invoice, Mushak-6.3) and, once it is cancelled,
 * its credit note (Mushak-6.7). `compact`: short labels for a table cell; the accessible names
 * stay whole.
 */
export function TaxDocumentButtons({ order, compact = false }: { order: DocumentOrder; compact?: boolean }) {
  if (!order.isPaid) return null;
  return (
    <>
      <DocumentButton order={order} kind="invoice" compact={compact} />
      {order.cancelledAt !== null && <DocumentButton order={order} kind="credit-note" compact={compact} />}
    </>
  );
}
