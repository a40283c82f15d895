import { useTranslation } from 'react-i18next';
import { districtName } from '@/components/order-card';
import { formatMoney, inDigits } from '@/lib/i18n';
import type { DeliveryQuote } from '@/lib/model';

/** A weight in kilograms to one decimal, in the reader's digits: 12500 g is '12.5'. */
const kilograms = (grams: number) => inDigits(String(Math.round(grams / 100) / 10));

interface DeliverySumsProps {
  quote: DeliveryQuote | undefined;
  /** Still asking: shown only before the first answer. */
  loading: boolean;
  /** The tools' total, when the lines are ready to order. */
  toolsTotal: number | undefined;
  district: string;
}

/**
 * What delivery adds, before the buyer orders: the charge to the chosen district and the total
 * with it, or each zone's charge while no district is chosen. Nothing when the shop does not
 * charge for delivery.
 */
export function DeliverySums({ quote, loading, toolsTotal, district }: DeliverySumsProps) {
  const { t } = useTranslation();
  if (!quote) return loading ? <p className="muted small">{t('DELIVERY_COUNTING')}</p> : null;
  if (!quote.charged) return null;
  const weight = kilograms(quote.weightGrams);
  if (quote.charge === null || !district) {
    return (
      <p className="muted small delivery-sums__estimate">
        {t('DELIVERY_ESTIMATE', {
          inside: formatMoney(quote.estimate.insideDhaka),
          outside: formatMoney(quote.estimate.outsideDhaka),
          weight,
        })}
      </p>
    );
  }
  return (
    <dl className="delivery-sums" aria-live="polite">
      <div>
        <dt>{t('DELIVERY_TO', { district: districtName(district), weight })}</dt>
        <dd>{quote.charge > 0 ? formatMoney(quote.charge) : t('DELIVERY_FREE')}</dd>
      </div>
      {toolsTotal !== undefined && (
        <div className="delivery-sums__total">
          <dt>{t('TOTAL_WITH_DELIVERY')}</dt>
          <dd>{formatMoney(toolsTotal + quote.charge)}</dd>
        </div>
      )}
    </dl>
  );
}
