import { useTranslation } from 'react-i18next';
import { methodHints, methodLabels, type PaymentMethod, type PaymentOption } from '@/lib/model';

/**
 * The ways to pay this order, as one radio group: each with its name and what it involves; a
 * way that cannot take this order is shown disabled, with the server's reason.
 */
export function MethodChooser({
  options,
  chosen,
  onChoose,
  legend,
}: {
  /** The group's question: another once the buyer promised cash or a transfer. */
  legend?: string;
  options: PaymentOption[];
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="methods">
      <legend>{legend ?? t('PAY_HOW')}</legend>
      {options.map((option) => {
        const id = `method-${option.id}`;
        const refused = option.refusal !== null;
        return (
          <label key={option.id} htmlFor={id} className={`method${refused ? ' method--refused' : ''}${chosen === option.id ? ' method--chosen' : ''}`}>
            <input
              id={id}
              type="radio"
              name="method"
              value={option.id}
              checked={chosen === option.id}
              disabled={refused}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-hint`}
              onChange={() => onChoose(option.id)}
            />
            <span className="method__text">
              <strong id={`${id}-name`}>{t(methodLabels[option.id])}</strong>
              <span id={`${id}-hint`} className="muted small">
                {option.refusal ?? t(methodHints[option.id])}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
