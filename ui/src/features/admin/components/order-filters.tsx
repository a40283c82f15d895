import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { FieldFrame } from '@/components/field-frame';
import {
  deliveryLabels,
  deliveryStates,
  filterParams,
  isFiltered,
  methodFilterLabels,
  paymentLabels,
  paymentMethods,
  paymentStates,
  type OrderFilter,
} from '../api/order-filter';

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

  return (
    <form className="filters" role="search" aria-label={t('FILTER_ORDERS')} onSubmit={submit}>
      <Choice
        label={t('FILTER_PAYMENT')}
        value={draft.payment}
        options={paymentStates.map((state) => ({ value: state, label: t(paymentLabels[state]) }))}
        onChange={(payment) => choose({ ...draft, payment })}
      />
      <Choice
        label={t('FILTER_DELIVERY')}
        value={draft.delivery}
        options={deliveryStates.map((state) => ({ value: state, label: t(deliveryLabels[state]) }))}
        onChange={(delivery) => choose({ ...draft, delivery })}
      />
      <Choice
        label={t('COL_METHOD')}
        value={draft.method}
        options={paymentMethods.map((method) => ({ value: method, label: t(methodFilterLabels[method]) }))}
        onChange={(method) => choose({ ...draft, method })}
      />
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

interface ChoiceProps<T extends string> {
  label: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T | undefined) => void;
}

/** A list to pick one of `options` from, or Any (`undefined`). */
function Choice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  const { t } = useTranslation();
  return (
    <FieldFrame label={label}>
      {(control) => (
        <select {...control} value={value ?? ''} onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}>
          <option value="">{t('FILTER_ANY')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
