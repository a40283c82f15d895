import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** `danger` (the default) for what takes something away, `primary` for a step forward. */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question over the page. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy, tone = 'danger', onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={onCancel} busy={busy}>
      {children}
      <div className="dialog__actions">
        <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={tone === 'danger' ? 'button button--danger' : 'button'} onClick={onConfirm} disabled={busy} autoFocus>
          {busy ? t('PLEASE_WAIT') : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
