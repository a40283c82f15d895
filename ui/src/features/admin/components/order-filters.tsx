import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { FieldFrame } from '@/components/field-frame';
import type { MessageKey } from '@/lib/i18n';
import { methodLabels, type DeliveryState, type PaymentMethod, type PaymentState } from '@/lib/model';
import { deliveryStates, filterParams, isFiltered, paymentMethods, paymentStates, type OrderFilter } from '../api/order-filter';

const paymentLabels = {
  unpaid: 'PAYMENT_STATE_UNPAID',
  paid: 'PAYMENT_STATE_PAID',
  refunded: 'PAYMENT_STATE_REFUNDED',
} as const satisfies Record<PaymentState, MessageKey>;

const deliveryLabels = {
  'to-ship': 'DELIVERY_STATE_TO_SHIP',
  'on-the-way': 'DELIVERY_STATE_ON_THE_WAY',
  delivered: 'DELIVERY_STATE_DELIVERED',
  cancelled: 'DELIVERY_STATE_CANCELLED',
} as const satisfies Record<DeliveryState, MessageKey>;

/** The card methods share a label; the provider tells them apart in a filter. */
const methodSuffix: Partial<Record<PaymentMethod, string>> = { 'test-card': ' (test)', stripe: ' (Stripe)' };

interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (filter: OrderFilter) => void;
}

/**
 * Manage Orders' filter: payment and delivery state, payment method, the days placed and the
 * buyer. A choice in a list applies at once; the days and the buyer apply with Show (or
 * Enter), so typing does not fetch on every key.
 */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filter);
  const key = filterParams(filter).toString();
  const [shown, setShown] = useState(key);
  // The address changed under the form (the back button, a link): start from it again.
  if (shown !== key) {
    setShown(key);
    setDraft(filter);
  }

  function choose(next: OrderFilter) {
    setDraft(next);
    onChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange(draft);
  }

  const select = <K extends 'payment' | 'delivery' | 'method'>(key: K, value: string) =>
    choose({ ...draft, [key]: value || undefined });

  return (
    <form className="filters" role="search" aria-label={t('FILTER_ORDERS')} onSubmit={submit}>
      <FieldFrame label={t('FILTER_PAYMENT')}>
        {(control) => (
          <select {...control} value={draft.payment ?? ''} onChange={(event) => select('payment', event.target.value)}>
            <option value="">{t('FILTER_ANY')}</option>
            {paymentStates.map((state) => (
              <option key={state} value={state}>
                {t(paymentLabels[state])}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('FILTER_DELIVERY')}>
        {(control) => (
          <select {...control} value={draft.delivery ?? ''} onChange={(event) => select('delivery', event.target.value)}>
            <option value="">{t('FILTER_ANY')}</option>
            {deliveryStates.map((state) => (
              <option key={state} value={state}>
                {t(deliveryLabels[state])}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('COL_METHOD')}>
        {(control) => (
          <select {...control} value={draft.method ?? ''} onChange={(event) => select('method', event.target.value)}>
            <option value="">{t('FILTER_ANY')}</option>
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {t(methodLabels[method])}
                {methodSuffix[method] ?? ''}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
      <FieldFrame label={t('FILTER_FROM')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.from ?? ''}
            max={draft.to}
            onChange={(event) => setDraft({ ...draft, from: event.target.value || undefined })}
          />
        )}
      </FieldFrame>
      <FieldFrame label={t('FILTER_TO')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.to ?? ''}
            min={draft.from}
            onChange={(event) => setDraft({ ...draft, to: event.target.value || undefined })}
          />
        )}
      </FieldFrame>
      <FieldFrame label={t('FILTER_BUYER')}>
        {(control) => (
          <input
            {...control}
            type="search"
            autoComplete="off"
            value={draft.buyer ?? ''}
            onChange={(event) => setDraft({ ...draft, buyer: event.target.value || undefined })}
          />
        )}
      </FieldFrame>
      <div className="filters__actions">
        <button type="submit" className="button button--small">
          {t('FILTER_APPLY')}
        </button>
        {isFiltered(filter) && (
          <button type="button" className="button button--small button--outline" onClick={() => choose({})}>
            {t('CLEAR_FILTERS')}
          </button>
        )}
      </div>
    </form>
  );
}
