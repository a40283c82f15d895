import { useTranslation } from 'react-i18next';
/** A failed load, said plainly, with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="notice notice--error" role="alert">
      {message}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('TRY_AGAIN')}
      </button>
    </p>
  );
}
