import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { formatCount } from '@/lib/i18n';

const STARS = [1, 2, 3, 4, 5];

interface StarInputProps {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}

/**
 * Five stars as a native radio group, so arrow keys move between them; hovering previews a
 * value without choosing it. Starts at 0 (none chosen).
 */
export function StarInput({ value, onChange, error }: StarInputProps) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value;
  return (
    <fieldset className="star-input" aria-describedby={error ? 'star-input-error' : undefined} onMouseLeave={() => setPreview(null)}>
      <legend>{t('YOUR_RATING')}</legend>
      <div className="star-input__stars">
        {STARS.map((stars) => (
          <label key={stars} className={stars <= shown ? 'star-input__star star--on' : 'star-input__star star'} onMouseEnter={() => setPreview(stars)}>
            <input type="radio" name="rating" className="sr-only" value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <span aria-hidden="true">★</span>
            <span className="sr-only">
              {t('STARS_COUNT', { count: formatCount(stars) })}
            </span>
          </label>
        ))}
        <span className="muted small" aria-hidden="true">
          {shown ? t('STARS_OF_FIVE', { count: formatCount(shown) }) : t('NOT_RATED')}
        </span>
      </div>
      {error && (
        <p id="star-input-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
