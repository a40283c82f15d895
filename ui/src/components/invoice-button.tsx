import { useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, download } from '@/lib/api-client';

/** 'Download Invoice' for a paid order: the PDF the server draws, saved under its number. */
export function InvoiceButton({ orderId }: { orderId: number }) {
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      const file = await download(`/orders/${orderId}/invoice.pdf`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(file.blob);
      link.download = file.name ?? `invoice-${orderId}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : 'The invoice could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button button--outline button--small" onClick={save} disabled={busy} aria-label={`Download Invoice for order ${orderId}`}>
      {busy ? 'Preparing…' : 'Download Invoice'}
    </button>
  );
}
