// Paying an order: the shop's own card form (built-in test processor) or Stripe for cards;
// SSLCommerz, bKash, cash on delivery and bank transfer through /payments/start.
import { api } from '@/lib/api-client';
import type { Note, Paid, PaymentIntent, PaymentMethod, PaymentOption, PaymentStart } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const payWithTestCard = (orderId: number, card: { number: string; expiry: string; cvc: string }) =>
  api<Paid>('/payments/confirm', { method: 'POST', body: { orderId, card } });

export const createPaymentIntent = (orderId: number) =>
  api<PaymentIntent>('/create-payment-intent', { method: 'POST', body: { orderId } });

/** 200 with the payment, or 202 with a note while the bank is still processing. */
export const confirmStripePayment = (orderId: number, paymentIntentId: string) =>
  api<Paid | Note>('/payments/stripe/confirm', { method: 'POST', body: { orderId, paymentIntentId } });

/** The ways this shop takes money, and whether each can take this order. */
export const usePaymentOptions = (orderId: number | null) =>
  useApi<PaymentOption[]>(orderId === null ? null : `/orders/${orderId}/payment-methods`);

/** Begins paying by a method other than a card: a page to go to, a confirmation, or an account. */
export const startPayment = (orderId: number, method: PaymentMethod) =>
  api<PaymentStart>('/payments/start', { method: 'POST', body: { orderId, method } });
