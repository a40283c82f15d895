import { useTranslation } from 'react-i18next';
/** A full-area loading indicator, announced to screen readers. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="sr-only">{label ?? t('LOADING')}</span>
    </div>
  );
}
