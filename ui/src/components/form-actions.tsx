import { useTranslation } from 'react-i18next';

interface FormActionsProps {
  busy: boolean;
  onCancel: () => void;
  /** The submit button's words, and what it says while the form is sent (default 'Saving…'). */
  submitLabel: string;
  busyLabel?: string;
  /** The way out's words (default 'Cancel'). */
  cancelLabel?: string;
  /** The submit waits for the form to pass its rules. */
  disabled?: boolean;
}

/** A dialog's form ends with these two: the way out, and the submit. */
export function FormActions({ busy, onCancel, submitLabel, busyLabel, cancelLabel, disabled = false }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="dialog__actions">
      <button type="button" className="button button--outline" onClick={onCancel} disabled={busy}>
        {cancelLabel ?? t('CANCEL')}
      </button>
      <button type="submit" className="button" disabled={busy || disabled}>
        {busy ? (busyLabel ?? t('SAVING')) : submitLabel}
      </button>
    </div>
  );
}
