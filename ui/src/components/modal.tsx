import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Escape, the close button and the caller's own buttons all end here. */
  onClose: () => void;
  /** While true (a payment in flight, say) the modal cannot be dismissed. */
  busy?: boolean;
  className?: string;
}

/**
 * A modal over the page. The native <dialog> keeps focus inside, closes on Escape and makes the
 * rest of the page inert; the modal fades in over 300 ms, its backdrop in 150 ms.
 */
export function Modal({ open, title, children, onClose, busy, className }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal?.();
    if (!open && element.open) element.close?.();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="dialog__close" aria-label={t('CLOSE')} onClick={onClose} disabled={busy}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
