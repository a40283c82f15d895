import { useTranslation } from 'react-i18next';
import { useMemo, useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { checkCard, errorsByField, type Order } from '@/lib/model';
import { payWithTestCard } from '../api/payments';
import { usePaymentAttempt, type PaymentOutcome } from '../api/use-payment-attempt';
import { PaymentActions } from './payment-actions';

export interface CardFormProps {
  order: Order;
  payer: { name: string; email: string };
  onOutcome: (outcome: PaymentOutcome) => void;
  onClose: () => void;
}

/**
 * The shop's own card form, used with the built-in test processor. The card is checked as the
 * buyer types; the server charges it.
 */
export function TestCardForm({ order, payer, onOutcome, onClose }: CardFormProps) {
  const { t } = useTranslation();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, clearError, attempt } = usePaymentAttempt(onOutcome);
  const outcome = useMemo(() => checkCard(card), [card]);
  const errors = submitted ? errorsByField(outcome) : {};
  const update = (field: keyof typeof card) => (event: { target: { value: string } }) => {
    setCard((current) => ({ ...current, [field]: event.target.value }));
    clearError();
  };

  function pay(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!outcome.ok) return;
    void attempt(() => payWithTestCard(order._id, card));
  }

  return (
    <form className="form payment__form" noValidate onSubmit={pay} aria-label={t('CARD_PAYMENT')}>
      <p className="muted small">
        {t('TEST_CARDS_HINT', { name: payer.name })}
      </p>
      <TextField
        label={t('CARD_NUMBER')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        error={errors.number}
        onChange={update('number')}
        autoFocus
      />
      <div className="payment__row">
        <TextField label={t('CARD_EXPIRY')} autoComplete="cc-exp" placeholder="MM / YY" value={card.expiry} error={errors.expiry} onChange={update('expiry')} />
        <TextField label={t('CARD_CVC')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={card.cvc} error={errors.cvc} onChange={update('cvc')} />
      </div>
      <PaymentActions error={error} busy={busy} total={order.totalPrice} onClose={onClose} />
    </form>
  );
}
