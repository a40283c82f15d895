// Paying an order: the shop's own card form (built-in test processor) or Stripe.
import { api } from '@/lib/api-client';
import type { Note, Paid, PaymentIntent } from '@/lib/model';

export const payWithTestCard = (orderId: number, card: { number: string; expiry: string; cvc: string }) =>
  api<Paid>('/payments/confirm', { method: 'POST', body: { orderId, card } });

export const createPaymentIntent = (orderId: number) =>
  api<PaymentIntent>('/create-payment-intent', { method: 'POST', body: { orderId } });

/** 200 with the payment, or 202 with a note while the bank is still processing. */
export const confirmStripePayment = (orderId: number, paymentIntentId: string) =>
  api<Paid | Note>('/payments/stripe/confirm', { method: 'POST', body: { orderId, paymentIntentId } });
