// Paying an order: the shop's own card form (built-in test processor) or Stripe for cards;
// SSLCommerz, bKash, cash on delivery and bank transfer through /payments/start.
import { call, endpoint } from '@/lib/api-client';
import type { CardForm, PaymentMethod, PaymentOption } from '@/lib/model';
import { useApi } from '@/lib/use-api';

export const payWithTestCard = (orderId: number, card: CardForm) => call('POST /payments/confirm', { body: { orderId, card } });

export const createPaymentIntent = (orderId: number) => call('POST /create-payment-intent', { body: { orderId } });

/** 200 with the payment, or 202 with a note while the bank is still processing. */
export const confirmStripePayment = (orderId: number, paymentIntentId: string) =>
  call('POST /payments/stripe/confirm', { body: { orderId, paymentIntentId } });

/** The ways this shop takes money, and whether each can take this order. */
export const usePaymentOptions = (orderId: number | null) =>
  useApi<PaymentOption[]>(orderId === null ? null : endpoint('GET /orders/{id}/payment-methods', { params: { id: orderId } }));

/** Begins paying by a method other than a card: a page to go to, a confirmation, or an account. */
export const startPayment = (orderId: number, method: PaymentMethod) => call('POST /payments/start', { body: { orderId, method } });
