// Loaded only when the shop takes cards through Stripe: Stripe.js and its React bindings stay
// out of every other page.
import { useTranslation } from 'react-i18next';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { Spinner } from '@/components/spinner';

import { confirmStripePayment, createPaymentIntent } from '../api/payments';
import { PaymentFailed, usePaymentAttempt } from '../api/use-payment-attempt';
import { PaymentActions } from './payment-actions';
import type { CardFormProps } from './test-card-form';
import { i18n, words } from '@/lib/i18n';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js, fetched once per key; null when it cannot be fetched. */
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      loaded.delete(publishableKey);
      return null;
    });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

export default function StripeCardForm({ publishableKey, ...props }: CardFormProps & { publishableKey: string }) {
  const stripe = stripeFor(publishableKey);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let current = true;
    void stripe.then((instance) => current && setState(instance ? 'ready' : 'failed'));
    return () => {
      current = false;
    };
  }, [stripe]);

  if (state === 'failed') {
    return (
      <p className="form__error" role="alert">
        {words.STRIPE_FORM_UNAVAILABLE}
      </p>
    );
  }
  return (
    <Elements stripe={stripe}>
      {state === 'loading' ? <Spinner label={i18n.t('LOADING_CARD_FORM')} /> : <StripeForm {...props} />}
    </Elements>
  );
}

/**
 * The card goes from Stripe's own field straight to Stripe: the shop creates the PaymentIntent
 * for the order's stored total, Stripe.js makes the payment method with the buyer's name and
 * email and confirms the payment, and the shop then checks the outcome with Stripe.
 */
function StripeForm({ order, payer, onOutcome, onClose }: CardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [card, setCard] = useState<{ complete: boolean; error: string | null; focused: boolean }>({ complete: false, error: null, focused: false });
  const { busy, error, clearError, attempt } = usePaymentAttempt(onOutcome);

  function pay(event: FormEvent) {
    event.preventDefault();
    const cardElement = elements?.getElement(CardElement);
    if (!stripe || !cardElement) return;
    void attempt(async () => {
      const { clientSecret, paymentIntentId } = await createPaymentIntent(order._id);
      if (!clientSecret) throw new PaymentFailed(words.PAYMENT_NOT_COMPLETED);
      const created = await stripe.createPaymentMethod({
        type: 'card',
        card: cardElement,
        billing_details: { name: payer.name, email: payer.email },
      });
      if (created.error) throw new PaymentFailed(created.error.message ?? words.PAYMENT_NOT_COMPLETED);
      const confirmed = await stripe.confirmCardPayment(clientSecret, { payment_method: created.paymentMethod.id });
      if (confirmed.error) throw new PaymentFailed(confirmed.error.message ?? words.PAYMENT_NOT_COMPLETED);
      return confirmStripePayment(order._id, paymentIntentId);
    });
  }

  return (
    <form className="form payment__form" noValidate onSubmit={pay} aria-label={t('CARD_PAYMENT')}>
      <p className="muted small">{t('STRIPE_PAYING_AS', { name: payer.name })}</p>
      <div className="field">
        <span className="field__label" id="stripe-card-label">
          {t('CARD')}
        </span>
        <div className={card.focused ? 'stripe-card stripe-card--focus' : 'stripe-card'} aria-labelledby="stripe-card-label">
          <CardElement
            options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
            onFocus={() => setCard((current) => ({ ...current, focused: true }))}
            onBlur={() => setCard((current) => ({ ...current, focused: false }))}
            onChange={(event) => {
              clearError();
              setCard((current) => ({ ...current, complete: event.complete, error: event.error?.message ?? null }));
            }}
          />
        </div>
        {card.error && (
          <p className="field__error" role="alert">
            {card.error}
          </p>
        )}
      </div>
      <PaymentActions error={error} busy={busy} total={order.totalPrice} ready={Boolean(stripe) && card.complete} onClose={onClose} />
    </form>
  );
}
