import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { formatCount } from '@/lib/i18n';
import { acceptedImages } from '@/lib/upload';

interface ImagePickerProps {
  label: string;
  error: string | null;
  /** 0–100 while uploading, else null. */
  progress: number | null;
  onChoose: (file: File | null) => void;
  /** Changing it empties the input (after a form reset). */
  resetKey?: number;
}

/** A picture file input with its rules, its error and the upload's progress bar. */
export function ImagePicker({ label, error, progress, onChoose, resetKey }: ImagePickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept={acceptedImages}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
      {error ? (
        <p id={`${id}-note`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className="muted small">
          {t('IMAGE_RULES')}
        </p>
      )}
      {progress !== null && (
        <progress max={100} value={progress} aria-label={t('UPLOADING', { percent: formatCount(progress) })}>
          {progress}%
        </progress>
      )}
    </div>
  );
}
